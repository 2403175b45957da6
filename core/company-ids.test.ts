import { describe, expect, it } from 'vitest';
import {
  formatCompanyId,
  frenchVatKey,
  frenchVatNumber,
  isSiren,
  isSiret,
  luhnValid,
  readCompanyId,
  readVatNumber,
} from './company-ids';

// Public identifiers of well-known bodies (annuaire-entreprises.data.gouv.fr).
const DANONE = '552032534';
const LA_POSTE = '356000000';
const INSEE = '120027016';

describe('SIREN and SIRET', () => {
  it('accepts real SIRENs and refuses a changed digit', () => {
    for (const siren of [DANONE, LA_POSTE, INSEE, '443061841']) expect(isSiren(siren)).toBe(true);
    expect(isSiren('552032535')).toBe(false);
    expect(isSiren('55203253')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('accepts real SIRETs, and La Poste establishments by the sum of their digits', () => {
    expect(isSiret('55203253400646')).toBe(true); // Danone, head office
    expect(isSiret('35600000000048')).toBe(true); // La Poste, head office (passes Luhn)
    // La Poste's other establishments fail Luhn but their digits add up to a multiple of 5.
    expect(luhnValid('35600000000001')).toBe(false);
    expect(isSiret('35600000000001')).toBe(true);
    expect(isSiret('35600000000002')).toBe(false);
    expect(isSiret('55203253400647')).toBe(false);
  });

  it('reads what people type: spaces and dots, 9 or 14 digits', () => {
    expect(readCompanyId('552 032 534')).toEqual({ ok: true, siren: DANONE, siret: null });
    expect(readCompanyId('552.032.534.00646')).toEqual({ ok: true, siren: DANONE, siret: '55203253400646' });
    expect(readCompanyId('552032535')).toEqual({ ok: false, reason: 'siren' });
    expect(readCompanyId('55203253400647')).toEqual({ ok: false, reason: 'siret' });
    expect(readCompanyId('1234')).toEqual({ ok: false, reason: 'length' });
    expect(readCompanyId('ABCDEFGHI')).toEqual({ ok: false, reason: 'length' });
  });

  it('prints them grouped', () => {
    expect(formatCompanyId(DANONE)).toBe('552 032 534');
    expect(formatCompanyId('55203253400646')).toBe('552 032 534 00646');
  });
});

describe('intra-EU VAT numbers', () => {
  it('computes the French key: (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey(DANONE)).toBe('27'); // FR27552032534
    expect(frenchVatNumber('404833048')).toBe('FR83404833048'); // the administration's worked example
    expect(frenchVatKey(LA_POSTE)).toBe('39');
  });

  it('checks the French key against the SIREN', () => {
    expect(readVatNumber('FR 27 552 032 534')).toEqual({ ok: true, value: 'FR27552032534' });
    expect(readVatNumber('fr83404833048')).toEqual({ ok: true, value: 'FR83404833048' });
    expect(readVatNumber('FR28552032534')).toEqual({ ok: false, reason: 'key' });
    // A matching key on a number that is no SIREN is still refused.
    expect(readVatNumber(`FR${frenchVatKey('552032535')}552032535`)).toEqual({ ok: false, reason: 'key' });
    // Alphabetic keys exist: format only.
    expect(readVatNumber('FRA1552032534').ok).toBe(true);
  });

  it('checks other members by format only', () => {
    expect(readVatNumber('DE129273398')).toEqual({ ok: true, value: 'DE129273398' });
    expect(readVatNumber('BE0403170701').ok).toBe(true);
    expect(readVatNumber('NL004495445B01').ok).toBe(true);
    expect(readVatNumber('ESA28017895').ok).toBe(true);
    expect(readVatNumber('DE12927339')).toEqual({ ok: false, reason: 'format' });
    expect(readVatNumber('US123456789')).toEqual({ ok: false, reason: 'format' });
    expect(readVatNumber('')).toEqual({ ok: false, reason: 'format' });
  });
});
