import { and, eq } from 'drizzle-orm';
import { BUSINESS } from '../../core/business';
import { PICKUP_DELIVERY_ID } from '../../core/catalogue-rules';
import type { Database } from '../db/client';
import { catalogueItems } from './schema';

/**
 * Prices and delays of the first start (issue 3, delays and pickup and « Urgent » from issue 16:
 * decision 028). The admin edits them afterwards; a restart never resets them, and a row added
 * here later (pickup, « Urgent ») reaches an existing site at its next start. Delays are in
 * working days; the translator confirms her own figures in /admin/catalogue.
 */
export const CATALOGUE_SEED: (typeof catalogueItems.$inferInsert)[] = [
  { kind: 'page', id: 'translation', name: 'Traduction certifiée, par page', priceCents: 3000, position: 0 },
  {
    kind: 'delivery',
    id: 'email',
    name: 'E-mail (PDF)',
    description: 'Traduction certifiée envoyée en PDF signé',
    priceCents: 0,
    position: 0,
    turnaroundDays: 2,
  },
  {
    kind: 'delivery',
    id: 'standard',
    name: 'Lettre suivie',
    description: 'Original papier, suivi La Poste',
    priceCents: 1000,
    position: 1,
    turnaroundDays: 2,
    postalMinDays: 2,
    postalMaxDays: 3,
    shipsTo: 'france',
  },
  {
    kind: 'delivery',
    id: 'priority',
    name: 'Lettre recommandée',
    description: 'Original papier, remise contre signature',
    priceCents: 1500,
    position: 2,
    turnaroundDays: 2,
    postalMinDays: 2,
    postalMaxDays: 4,
    shipsTo: 'france',
  },
  {
    kind: 'delivery',
    id: 'international',
    name: 'International',
    description: 'Original papier, envoi hors de France',
    priceCents: 2000,
    position: 3,
    turnaroundDays: 2,
    postalMinDays: 5,
    postalMaxDays: 10,
    shipsTo: 'abroad',
  },
  {
    kind: 'delivery',
    id: 'dhl',
    name: 'DHL Express',
    description: 'Original papier, remise contre signature en France et dans le monde',
    priceCents: 10000,
    position: 4,
    turnaroundDays: 2,
    postalMinDays: 1,
    postalMaxDays: 3,
    shipsTo: 'anywhere',
  },
  {
    kind: 'delivery',
    id: PICKUP_DELIVERY_ID,
    name: `Retrait au bureau à ${BUSINESS.address.city}`,
    description: 'Original papier remis en main propre, aux heures d’ouverture du bureau',
    priceCents: 0,
    position: 5,
    turnaroundDays: 2,
  },
  {
    kind: 'legalization',
    id: 'none',
    name: 'Aucune',
    description: 'Traduction certifiée seule',
    priceCents: 0,
    position: 0,
    turnaroundDays: 0,
  },
  {
    kind: 'legalization',
    id: 'mairie',
    name: 'Mairie',
    description: 'Légalisation de la signature en mairie',
    priceCents: 2000,
    position: 1,
    turnaroundDays: 2,
  },
  {
    kind: 'legalization',
    id: 'chamberOfCommerce',
    name: 'Chambre de commerce',
    description: 'Pour les documents commerciaux',
    priceCents: 5000,
    position: 2,
    turnaroundDays: 5,
  },
  {
    kind: 'legalization',
    id: 'foreignAffairs',
    name: 'Ministère, par notaire habilité',
    description: 'Légalisation pour l’étranger, confiée aux notaires habilités depuis septembre 2025',
    priceCents: 5000,
    position: 3,
    turnaroundDays: 10,
  },
  {
    kind: 'legalization',
    id: 'consulate',
    name: 'Consulat / Ambassade',
    description: 'Légalisation par le consulat du pays de destination',
    priceCents: 8000,
    position: 4,
    turnaroundDays: 10,
  },
  {
    kind: 'urgent',
    id: 'urgent',
    name: 'Urgent',
    description: 'Traduction prioritaire, supplément par page',
    priceCents: 1500,
    position: 0,
    turnaroundDays: 1,
  },
];

/**
 * Seeded words that were later corrected (issue 30: the ministry step has been done by notaries
 * since September 2025, and one option keeps one name everywhere). A row still wearing the old
 * seeded words takes the new ones; a row the admin renamed keeps hers.
 */
const RENAMED_SEED = [
  {
    kind: 'legalization',
    id: 'foreignAffairs',
    from: { name: 'Ministère des Affaires étrangères', description: 'Légalisation pour l’étranger' },
  },
] as const;

export async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(catalogueItems).values(CATALOGUE_SEED).onConflictDoNothing();
  for (const { kind, id, from } of RENAMED_SEED) {
    const seed = CATALOGUE_SEED.find((item) => item.kind === kind && item.id === id)!;
    const row = and(eq(catalogueItems.kind, kind), eq(catalogueItems.id, id));
    await db
      .update(catalogueItems)
      .set({ name: seed.name })
      .where(and(row, eq(catalogueItems.name, from.name)));
    await db
      .update(catalogueItems)
      .set({ description: seed.description ?? '' })
      .where(and(row, eq(catalogueItems.description, from.description)));
  }
}
