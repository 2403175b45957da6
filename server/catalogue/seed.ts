import type { Database } from '../db/client';
import { catalogueItems } from './schema';

/** Prices of the first start (issue 3). The admin edits them afterwards; a restart never resets them. */
export const CATALOGUE_SEED: (typeof catalogueItems.$inferInsert)[] = [
  { kind: 'page', id: 'translation', name: 'Traduction certifiée, par page', priceCents: 3000, position: 0 },
  { kind: 'delivery', id: 'email', name: 'E-mail (PDF)', description: 'Traduction certifiée envoyée en PDF signé', priceCents: 0, position: 0 },
  { kind: 'delivery', id: 'standard', name: 'Lettre suivie', description: 'Original papier, suivi La Poste, 2 à 3 jours', priceCents: 1000, position: 1 },
  { kind: 'delivery', id: 'priority', name: 'Lettre recommandée', description: 'Original papier, remise contre signature', priceCents: 1500, position: 2 },
  { kind: 'delivery', id: 'international', name: 'International', description: 'Original papier, envoi hors de France', priceCents: 2000, position: 3 },
  { kind: 'delivery', id: 'dhl', name: 'DHL Express', description: 'Original papier, 24 à 72 h dans le monde', priceCents: 10000, position: 4 },
  { kind: 'legalization', id: 'none', name: 'Aucune', description: 'Traduction certifiée seule', priceCents: 0, position: 0 },
  { kind: 'legalization', id: 'mairie', name: 'Mairie', description: 'Légalisation de la signature en mairie', priceCents: 2000, position: 1 },
  { kind: 'legalization', id: 'chamberOfCommerce', name: 'Chambre de commerce', description: 'Pour les documents commerciaux', priceCents: 5000, position: 2 },
  { kind: 'legalization', id: 'foreignAffairs', name: 'Ministère des Affaires étrangères', description: 'Légalisation pour l’étranger', priceCents: 5000, position: 3 },
  { kind: 'legalization', id: 'consulate', name: 'Consulat / Ambassade', description: 'Légalisation par le consulat du pays de destination', priceCents: 8000, position: 4 },
];

export async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(catalogueItems).values(CATALOGUE_SEED).onConflictDoNothing();
}
