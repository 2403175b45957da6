import { describe, expect, it } from 'vitest';
import { billingIdentitySchema, buyerSchema, fulfilmentSchema, settleFulfilment } from './buyer';
import { wordMessage } from './messages';
import { frenchOf } from './test/french-of';

const address = { line1: '12 rue de la Liberté', postalCode: '21000', city: 'Dijon', country: 'FR' };
const letter = { postal: { minDays: 2, maxDays: 3 }, shipsTo: 'france' as const };
const email = { postal: null };

const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success
    ? undefined
    : { path: result.error!.issues[0]!.path.join('.'), message: result.error!.issues[0]!.message };

describe('the buyer', () => {
  it('takes a name in any script, markup stripped, and an optional phone', () => {
    expect(buyerSchema.parse({ name: '  محمد   بن علي ' })).toEqual({ name: 'محمد بن علي', phone: undefined });
    expect(buyerSchema.parse({ name: '<i>Jeanne</i> Dupont', phone: '+33 6 12 34 56 78' })).toEqual({
      name: 'Jeanne Dupont',
      phone: '+33 6 12 34 56 78',
    });
    expect(buyerSchema.parse({ name: 'A', phone: '  ' }).phone).toBeUndefined();
  });

  it('refuses a missing name and a phone that is not one, in French and Arabic', () => {
    const noName = issue(buyerSchema.safeParse({ name: '<b></b>' }));
    expect(noName?.path).toBe('name');
    expect(frenchOf(noName?.message)).toBe('Indiquez votre nom complet.');
    expect(wordMessage('ar', noName!.message)).toBe('يُرجى إدخال اسمك الكامل.');
    expect(issue(buyerSchema.safeParse({ name: 'A', phone: 'appelez-moi' }))?.path).toBe('phone');
    expect(issue(buyerSchema.safeParse({ name: 'A', phone: '12' }))?.path).toBe('phone');
    expect(issue(buyerSchema.safeParse({ name: 'x'.repeat(121) }))?.path).toBe('name');
  });
});

describe('the billing identity', () => {
  const business = { kind: 'business', companyName: 'Cabinet Martin', companyId: '552 032 534', address };

  it('reads a business: SIREN or SIRET, optional VAT number and reference', () => {
    expect(billingIdentitySchema.parse({ ...business, vatNumber: 'FR27552032534', reference: ' BC-2026-14 ' })).toEqual(
      {
        kind: 'business',
        companyName: 'Cabinet Martin',
        companyId: { siren: '552032534', siret: null },
        vatNumber: 'FR27552032534',
        address: { ...address, line2: '' },
        reference: 'BC-2026-14',
      },
    );
    expect(billingIdentitySchema.parse({ ...business, companyId: '55203253400646', vatNumber: '' })).toMatchObject({
      companyId: { siren: '552032534', siret: '55203253400646' },
      vatNumber: null,
    });
  });

  it('gives each refusal its own message', () => {
    const said = (input: object) =>
      frenchOf(issue(billingIdentitySchema.safeParse({ ...business, ...input }))?.message);
    expect(said({ companyName: ' ' })).toBe('Indiquez la raison sociale.');
    expect(said({ companyId: '552032535' })).toBe('Ce SIREN n’est pas valide\u00a0: vérifiez les 9 chiffres.');
    expect(said({ companyId: '55203253400647' })).toBe('Ce SIRET n’est pas valide\u00a0: vérifiez les 14 chiffres.');
    expect(said({ companyId: '' })).toBe('Indiquez le SIREN (9 chiffres) ou le SIRET (14 chiffres).');
    expect(said({ companyId: '123' })).toBe('Un SIREN compte 9 chiffres, un SIRET 14.');
    expect(said({ vatNumber: 'FR28552032534' })).toBe(
      'La clé de ce numéro de TVA ne correspond pas au SIREN\u00a0: vérifiez-le.',
    );
    expect(issue(billingIdentitySchema.safeParse({ ...business, address: undefined }))?.path).toMatch(/^address/);
    expect(issue(billingIdentitySchema.safeParse({ kind: 'someone' }))).toBeDefined();
  });
});

describe('settling the checkout', () => {
  const settle = (input: object, delivery: Parameters<typeof settleFulfilment>[1]) =>
    settleFulfilment(fulfilmentSchema.parse(input), delivery);

  it('needs an address in a served country when the delivery posts paper', () => {
    const none = settle({ buyer: { name: 'Amina' } }, letter);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(frenchOf(none.refusal.message)).toBe('Indiquez l’adresse où envoyer l’original papier.');
    const abroad = settle(
      { buyer: { name: 'Amina' }, shippingAddress: { ...address, country: 'TN', postalCode: '1000' } },
      letter,
    );
    expect(abroad.ok).toBe(false);
    if (!abroad.ok) expect(abroad.refusal.path).toEqual(['shippingAddress', 'country']);
    const abroadOnly = settle({ buyer: { name: 'Amina' }, shippingAddress: address }, { ...letter, shipsTo: 'abroad' });
    expect(abroadOnly.ok).toBe(false);
  });

  it('keeps no address for a delivery that posts nothing, and bills the buyer by default', () => {
    const settled = settle({ buyer: { name: 'Amina' }, shippingAddress: address }, email);
    expect(settled).toEqual({
      ok: true,
      value: {
        buyer: { name: 'Amina', phone: undefined },
        shippingAddress: null,
        billing: { kind: 'person', name: 'Amina', address: null },
      },
    });
  });

  it('freezes a business identity with its SIREN', () => {
    const settled = settle(
      {
        buyer: { name: 'Amina' },
        shippingAddress: address,
        billing: { kind: 'business', companyName: 'Mairie de Talant', companyId: '21210617300017', address },
      },
      letter,
    );
    expect(settled.ok && settled.value.billing).toMatchObject({
      kind: 'business',
      siren: '212106173',
      siret: '21210617300017',
      reference: null,
      vatNumber: null,
    });
  });
});
