import { describe, expect, it } from 'vitest';
import { readRef } from './messages';
import { normaliseTracking, s10CheckDigit, shipmentInputSchema, trackingIssue, trackingUrl } from './tracking';

const issueId = (carrier: 'laposte' | 'dhl' | 'other', n: string) => readRef(trackingIssue(carrier, n))?.id ?? null;

describe('tracking numbers per carrier', () => {
  it('computes the UPU S10 check digit, with its two special cases', () => {
    expect(s10CheckDigit('12345678')).toBe(5); // RR123456785FR
    expect(s10CheckDigit('10000014')).toBe(0); // sum 45, 45 mod 11 = 1 → 10 → 0
    expect(s10CheckDigit('00000000')).toBe(5); // sum 0 → 11 → 5
  });

  it('accepts La Poste numbers of 11 to 15 characters and S10 numbers whose key matches', () => {
    expect(issueId('laposte', 'RR123456785FR')).toBeNull();
    expect(issueId('laposte', '1K01234567890')).toBeNull();
    expect(issueId('laposte', '6A12345678901')).toBeNull();
    expect(issueId('laposte', '12345678901')).toBeNull(); // 11
    expect(issueId('laposte', '8R1234567890123')).toBeNull(); // 15
  });

  it('refuses a La Poste number of the wrong length, with too few digits, or with a wrong S10 key', () => {
    expect(issueId('laposte', '1K0123456')).toBe('shipping.trackingLaPoste'); // 9
    expect(issueId('laposte', '1K01234567890123')).toBe('shipping.trackingLaPoste'); // 16
    expect(issueId('laposte', 'ABCDEFGHIJK1')).toBe('shipping.trackingLaPoste');
    expect(issueId('laposte', 'RR123456789FR')).toBe('shipping.trackingS10Key');
    expect(issueId('laposte', '')).toBe('shipping.trackingRequired');
  });

  it('takes DHL Express waybills of exactly 10 digits', () => {
    expect(issueId('dhl', '1234567890')).toBeNull();
    expect(issueId('dhl', '123456789')).toBe('shipping.trackingDhl');
    expect(issueId('dhl', '12345678901')).toBe('shipping.trackingDhl');
    expect(issueId('dhl', 'JD01460000')).toBe('shipping.trackingDhl');
  });

  it('leaves another carrier free between 3 and 40 characters', () => {
    expect(issueId('other', 'UPS 1Z 999')).toBeNull();
    expect(issueId('other', 'AB')).toBe('shipping.trackingOtherLength');
    expect(issueId('other', 'x'.repeat(41))).toBe('shipping.trackingOtherLength');
  });

  it('normalises what was typed: spaces and dashes out for La Poste and DHL, upper case', () => {
    expect(normaliseTracking('laposte', ' rr 1234 5678 5fr ')).toBe('RR123456785FR');
    expect(normaliseTracking('dhl', '12-3456-7890')).toBe('1234567890');
    expect(normaliseTracking('other', '  Chrono  post <b>42</b> ')).toBe('Chrono post 42');
  });
});

describe('tracking links', () => {
  it('points La Poste and DHL to their public tracking pages with the number, another carrier nowhere', () => {
    expect(trackingUrl('laposte', 'RR123456785FR')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=RR123456785FR',
    );
    expect(trackingUrl('dhl', '1234567890')).toBe('https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=1234567890');
    expect(trackingUrl('other', 'ABC123')).toBeNull();
  });
});

describe('the shipment form', () => {
  it('gives the normalised details, or each field its message', () => {
    expect(shipmentInputSchema.parse({ carrier: 'laposte', trackingNumber: '1k 0123 4567 890' })).toEqual({
      carrier: 'laposte',
      trackingNumber: '1K01234567890',
    });
    const refused = shipmentInputSchema.safeParse({ carrier: 'other', carrierName: ' ', trackingNumber: 'A' });
    expect(refused.success).toBe(false);
    const ids = refused.error!.issues.map((i) => [i.path.join('.'), readRef(i.message)?.id]);
    expect(ids).toEqual([
      ['trackingNumber', 'shipping.trackingOtherLength'],
      ['carrierName', 'shipping.carrierNameRequired'],
    ]);
    const carrier = shipmentInputSchema.safeParse({ carrier: 'ups', trackingNumber: '1234567890' });
    expect(readRef(carrier.error!.issues[0]!.message)?.id).toBe('shipping.carrierInvalid');
  });
});
