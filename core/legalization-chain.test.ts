import { describe, expect, it } from 'vitest';
import {
  availablePackages,
  legalizationName,
  legalizationSteps,
  LEGALIZATION_PACKAGES,
  packageDays,
  packagePriceCents,
} from './legalization-chain';
import { deliveryTiming } from './order-delivery';
import { computePrice, UnknownOptionError, type PriceCatalogue } from './pricing';
import { PURPOSE_IDS, purposePreset } from './purposes';
import { priceRequestSchema } from './order-rules';
import { frenchOf } from './test/french-of';

const catalogue: PriceCatalogue = {
  pricePerPageCents: 3000,
  deliveryMethods: [
    { id: 'email', name: 'E-mail', priceCents: 0, turnaroundDays: 2 },
    { id: 'standard', name: 'Lettre suivie', priceCents: 1000, turnaroundDays: 2, postal: { minDays: 2, maxDays: 3 } },
    { id: 'priority', name: 'Lettre recommandée', priceCents: 1500, turnaroundDays: 2 },
  ],
  legalizationTypes: [
    { id: 'none', name: 'Aucune', priceCents: 0 },
    { id: 'mairie', name: 'Mairie', priceCents: 2000, turnaroundDays: 2 },
    { id: 'chamberOfCommerce', name: 'Chambre de commerce', priceCents: 5000, turnaroundDays: 5 },
    { id: 'foreignAffairs', name: 'Ministère, par notaire habilité', priceCents: 5000, turnaroundDays: 10 },
    { id: 'consulate', name: 'Consulat / Ambassade', priceCents: 8000, turnaroundDays: 10 },
  ],
};

describe('the legalisation chain', () => {
  it('prices the UAE package as its three steps, each per document, from the catalogue', () => {
    const price = computePrice(catalogue, {
      numberOfPages: 3,
      numberOfDocuments: 2,
      deliveryMethod: 'priority',
      legalization: 'chaine-eau',
    });
    expect(price.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Traduction certifiée (3 pages)', 9000],
      ['Livraison\u00a0: Lettre recommandée', 1500],
      ['Légalisation\u00a0: Mairie (2 documents)', 4000],
      ['Légalisation\u00a0: Ministère, par notaire habilité (2 documents)', 10_000],
      ['Légalisation\u00a0: Consulat / Ambassade (2 documents)', 16_000],
    ]);
    expect(price.totalCents).toBe(40_500);
    const pack = LEGALIZATION_PACKAGES.find((p) => p.id === 'chaine-eau')!;
    expect(packagePriceCents(catalogue, pack)).toBe(15_000);
    expect(packageDays(catalogue, pack)).toBe(22);
  });

  it('keeps the spec’s one-step values working, and « none » as no step', () => {
    expect(legalizationSteps(catalogue, 'mairie')!.map((s) => s.id)).toEqual(['mairie']);
    expect(legalizationSteps(catalogue, 'none')).toEqual([]);
    expect(legalizationSteps(catalogue, 'pigeon')).toBeNull();
    expect(() =>
      computePrice(catalogue, { numberOfPages: 1, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'x' }),
    ).toThrow(UnknownOptionError);
  });

  it('adds each step’s days to the delivery timing, in order', () => {
    const timing = deliveryTiming(catalogue, { deliveryMethod: 'standard', legalization: 'chaine-eau-commerce' });
    expect(timing!.legalisationDays).toEqual([5, 10, 10]);
    expect(deliveryTiming(catalogue, { deliveryMethod: 'standard', legalization: 'none' })!.legalisationDays).toEqual(
      [],
    );
  });

  it('names the package with its steps, and hides a package one of whose steps is off', () => {
    expect(legalizationName(catalogue, 'chaine-eau')).toBe(
      'Émirats arabes unis\u00a0: chaîne complète (Mairie → Ministère, par notaire habilité → Consulat / Ambassade)',
    );
    const withoutConsulate = {
      legalizationTypes: catalogue.legalizationTypes.filter((l) => l.id !== 'consulate'),
    };
    expect(availablePackages(withoutConsulate)).toEqual([]);
    expect(legalizationSteps(withoutConsulate, 'chaine-eau')).toBeNull();
    expect(availablePackages(catalogue).map((p) => p.id)).toEqual([
      'chaine-eau',
      'chaine-eau-commerce',
      'chaine-ambassade',
    ]);
  });
});

describe('« Pour quelle démarche ? »', () => {
  it('presets a posted original for French procedures, the UAE chain abroad, nothing for « autre »', () => {
    expect(purposePreset(catalogue, 'prefecture')).toEqual({ deliveryMethod: 'standard', legalization: 'none' });
    expect(purposePreset(catalogue, 'etudes')).toEqual({ deliveryMethod: 'email', legalization: 'none' });
    expect(purposePreset(catalogue, 'etranger')).toEqual({ deliveryMethod: 'priority', legalization: 'chaine-eau' });
    expect(purposePreset(catalogue, 'autre')).toEqual({});
  });

  it('never presets an option the catalogue does not offer', () => {
    const noPost = { ...catalogue, deliveryMethods: catalogue.deliveryMethods.filter((d) => d.id !== 'standard') };
    expect(purposePreset(noPost, 'naturalisation')).toEqual({ legalization: 'none' });
  });

  it('is an optional field of the price request, refused with a French message when unknown', () => {
    const base = { numberOfPages: 1, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' };
    for (const purpose of PURPOSE_IDS) expect(priceRequestSchema.safeParse({ ...base, purpose }).success).toBe(true);
    expect(priceRequestSchema.safeParse(base).success).toBe(true);
    const refused = priceRequestSchema.safeParse({ ...base, purpose: 'vacances' });
    expect(refused.success).toBe(false);
    expect(frenchOf(refused.error!.issues[0]!.message)).toBe('Démarche inconnue.');
  });
});
