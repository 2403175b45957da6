import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../core/order-status';

/** An order as the back office's list shows it (queries.ts builds it). */
export const orderRow = z.object({
  _id: z.string(),
  customer: z.string().describe('E-mail du client'),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  totalPrice: z.number().describe('Total en euros'),
  totalCents: z.number().int(),
  createdAt: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentStatusLabel: z.string(),
  archivedAt: z.string().nullable(),
  transitions: z
    .array(z.enum(ORDER_STATUSES))
    .describe('Statuts que l’administration peut donner depuis le statut actuel'),
  dueOn: z
    .string()
    .nullable()
    .describe('Date à laquelle la commande est due (AAAA-MM-JJ, heure de Paris), fixée au paiement'),
  urgent: z.boolean(),
  open: z.boolean().describe('La commande reste à livrer (payée, en cours, ou original papier à expédier)'),
  toShip: z
    .boolean()
    .describe('«\u00a0À expédier\u00a0»\u00a0: original papier à poster, traduction livrée, aucun envoi enregistré'),
  toTranslate: z
    .boolean()
    .describe('«\u00a0À traiter\u00a0»\u00a0: payée (et pas remboursée en entier), aucune traduction livrée'),
});
export const count = z.number().int();
export const counts = z.object({
  all: count,
  dueToday: count.describe('À livrer aujourd’hui (échéance du jour ou dépassée)'),
  toShip: count.describe('À expédier'),
  toTranslate: count.describe('À traiter (payées, traduction pas encore livrée)'),
  ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, count])),
} as Record<'all' | 'dueToday' | 'toShip' | 'toTranslate' | (typeof ORDER_STATUSES)[number], typeof count>);

/** References are stored upper case; one typed by hand may not be. */
export const params = z.object({
  id: z
    .string()
    .max(100)
    .transform((v) => v.trim().toUpperCase()),
});
