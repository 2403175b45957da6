import type { FastifyInstance } from 'fastify';
import { CONFIRMATION_LINK_MS, createGuestLink } from '../accounts/guest';
import type { DbOrTx } from '../db/client';
import { t, type Lang } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { itemTextIn } from '../../core/order-text';
import type { Order } from './schema';

/** Where the customer follows the order from an e-mail: their account, or a personal single-use link. */
/** Said under a guest's personal link, in every e-mail that carries one. */
export const personalLinkNote = (lang: Lang): string => t(lang, 'orderMail.personalNote');

export interface FollowLink {
  url: string;
  personal: boolean;
}

/** The delivery method that sends nothing on paper: the translation travels as the signed PDF alone. */
const ELECTRONIC_DELIVERY = 'email';

/** The paper original's delivery for the e-mail, or null when the order has none. */
export function paperOriginal(order: Order): { method: string; shipped: boolean } | null {
  if (order.deliveryMethod === ELECTRONIC_DELIVERY) return null;
  // Named in the order's language, as the rest of the e-mail.
  return {
    method: itemTextIn(order.lang, 'delivery', order.deliveryMethod, order.deliveryName),
    shipped: order.status === 'shipped' || order.status === 'completed',
  };
}

/**
 * Where the customer follows the order from an e-mail: the order page for an
 * account holder; for a guest, a personal single-use access link (7 days), as
 * in the confirmation e-mail, since a guest has no password to sign in with.
 * The page is in the order's language (issue 17): /ar/orders/:id for an Arabic order.
 */
export async function followLink(
  app: FastifyInstance,
  tx: DbOrTx,
  order: Pick<Order, 'id' | 'userId' | 'customerEmail' | 'lang'>,
): Promise<FollowLink> {
  const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, '');
  if (order.userId) return { url: `${publicUrl}${localizedPath(order.lang, `/orders/${order.id}`)}`, personal: false };
  const token = await createGuestLink(tx, order.customerEmail.toLowerCase(), new Date(), CONFIRMATION_LINK_MS);
  return { url: `${publicUrl}${localizedPath(order.lang, `/acces-commandes/${token}`)}`, personal: true };
}
