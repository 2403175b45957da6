import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { fulfilmentSchema } from '../../core/buyer';
import { localizedPath } from '../../core/messages/pages';
import { deliveryLabel } from '../../core/request-rules';
import { deliveryTiming } from '../../core/order-delivery';
import type { PriceLine } from '../../core/pricing';
import { quoteLineCoded, storedQuoteLineCoded } from '../../core/quote-line-text';
import { parisToday, quoteState, type QuoteOffer, type QuoteState } from '../../core/quote-offer-rules';
import { hashToken, isTokenShaped, newToken } from '../accounts/sessions';
import { loadCatalogue, type LoadedCatalogue } from '../catalogue/service';
import type { DbOrTx } from '../db/client';
import { uploads } from '../files/schema';
import { orderEvents, orders, type Order } from '../orders/schema';
import { newOrderReference } from '../orders/reference';
import { httpError } from '../plugins/error-handler';
import { quoteRequests, type QuoteRequestRow } from '../requests/schema';
import { quoteDeclinedNoticeEmail, quoteOfferEmail } from './emails';
import { quoteDelivery, settleQuoteFulfilment } from './fulfilment';
import { quotes, type QuoteRow } from './schema';

const publicUrlOf = (app: FastifyInstance) => app.config.PUBLIC_URL.replace(/\/+$/, '');

export interface QuoteWithOrder {
  quote: QuoteRow;
  request: QuoteRequestRow;
  order: Pick<
    Order,
    'id' | 'paymentStatus' | 'paidAt' | 'buyer' | 'shippingAddress' | 'billing' | 'deliveryTiming'
  > | null;
}

/** The quote's order as the page needs it: its state, and the identity it was accepted with (prefilled on a return). */
const ORDER_COLUMNS = {
  id: orders.id,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  buyer: orders.buyer,
  shippingAddress: orders.shippingAddress,
  billing: orders.billing,
  deliveryTiming: orders.deliveryTiming,
};

export const isPaid = (q: Pick<QuoteWithOrder, 'order'>) => q.order?.paymentStatus === 'paid';
export const stateOf = (q: QuoteWithOrder, now: Date): QuoteState => quoteState(q.quote, isPaid(q), parisToday(now));

async function load(db: DbOrTx, where: ReturnType<typeof eq>): Promise<QuoteWithOrder | null> {
  const [row] = await db
    .select({
      quote: quotes,
      request: quoteRequests,
      order: ORDER_COLUMNS,
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(where);
  if (!row) return null;
  return { quote: row.quote, request: row.request, order: row.order?.id ? row.order : null };
}

export const quoteOfRequest = (db: DbOrTx, requestId: string) => load(db, eq(quotes.requestId, requestId));

/** The quotes of a page of requests (the back office's list), by request id. */
export async function quotesOfRequests(db: DbOrTx, requestIds: string[]): Promise<Map<string, QuoteWithOrder>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({
      quote: quotes,
      request: quoteRequests,
      order: ORDER_COLUMNS,
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(inArray(quotes.requestId, requestIds));
  return new Map(
    rows.map((r) => [r.quote.requestId, { quote: r.quote, request: r.request, order: r.order?.id ? r.order : null }]),
  );
}

/** The quote behind a link; null for anything else, shaped or not (the caller answers 404). */
export function quoteOfToken(db: DbOrTx, token: string): Promise<QuoteWithOrder | null> {
  if (!isTokenShaped(token)) return Promise.resolve(null);
  return load(db, eq(quotes.tokenHash, hashToken(token)));
}

/** Catalogue lines must name an option the catalogue has (its label and amount are the admin's). */
function checkOptions(offer: QuoteOffer, catalogue: LoadedCatalogue) {
  for (const line of offer.lines) {
    const options =
      line.source === 'delivery'
        ? catalogue.deliveryMethods
        : line.source === 'legalization'
          ? catalogue.legalizationTypes
          : null;
    if (options && !options.some((o) => o.id === line.optionId)) throw httpError(400, 'quoteOffer.optionUnknown');
  }
}

/**
 * « Enregistrer le brouillon » and « Envoyer le devis »: the draft is created or replaced; sent,
 * it gets its link (the token leaves only in the e-mail, queued in the same transaction).
 * A quote already sent is never edited: the client has seen it.
 */
export async function saveQuote(
  app: FastifyInstance,
  requestId: string,
  offer: QuoteOffer,
  admin: string,
  send: boolean,
): Promise<QuoteWithOrder> {
  const catalogue = await loadCatalogue(app.database.db);
  checkOptions(offer, catalogue);
  const now = new Date();
  await app.database.db.transaction(async (tx) => {
    const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, requestId)).for('update');
    if (!request) throw httpError(404, 'adminRequest.quoteNotFound');
    const [existing] = await tx.select().from(quotes).where(eq(quotes.requestId, requestId));
    if (existing && existing.status !== 'draft') throw httpError(409, 'quoteOffer.notEditable');
    const token = send ? newToken() : null;
    const values = {
      // A catalogue line whose label she left is stored with its option's code and parameters,
      // and so worded in the client's language; her own words stay hers (decision 075).
      lines: offer.lines.map((l) => ({ ...l, ...quoteLineCoded(l, catalogue) })),
      totalCents: offer.totalCents,
      validUntil: offer.validUntil,
      note: offer.note,
      updatedAt: now,
      ...(token ? { status: 'sent' as const, tokenHash: hashToken(token), sentAt: now } : {}),
    };
    if (existing) await tx.update(quotes).set(values).where(eq(quotes.id, existing.id));
    else await tx.insert(quotes).values({ requestId, createdBy: admin, createdAt: now, ...values });
    if (token) {
      await app.mail.enqueue(tx, {
        kind: 'quote-offer',
        relatedId: requestId,
        to: request.email,
        ...quoteOfferEmail({
          requestId,
          name: request.name,
          totalCents: offer.totalCents,
          validUntil: offer.validUntil,
          // An Arabic request's link opens the Arabic page (issue 17).
          url: `${publicUrlOf(app)}${localizedPath(request.lang, `/devis/${token}`)}`,
          lang: request.lang,
        }),
      });
    }
  });
  if (send) app.mail.worker.wake();
  return (await quoteOfRequest(app.database.db, requestId))!;
}

/**
 * The order's price lines: the quote's lines exactly as written, with their code and parameters
 * (decision 075; read from the label, as the quote page does, for a quote saved before it).
 */
function priceLinesOf(quote: QuoteRow, catalogue: LoadedCatalogue): PriceLine[] {
  return quote.lines.map((l) => ({
    ...storedQuoteLineCoded(l, catalogue),
    label: l.label,
    quantity: l.quantity,
    unitCents: l.unitCents,
    amountCents: l.amountCents,
  }));
}

/** The order's options, read from the catalogue lines when there are some, else from the request. */
function optionsOf(quote: QuoteRow, request: QuoteRequestRow, catalogue: LoadedCatalogue) {
  const pages = quote.lines.filter((l) => l.source === 'translation').reduce((n, l) => n + l.quantity, 0);
  const deliveryLine = quote.lines.find((l) => l.source === 'delivery');
  const legalizationLine = quote.lines.find((l) => l.source === 'legalization');
  const deliveryMethod = deliveryLine?.optionId ?? request.deliveryMethod;
  const legalization = legalizationLine?.optionId ?? 'none';
  const delivery = catalogue.deliveryMethods.find((d) => d.id === deliveryMethod);
  const legal = catalogue.legalizationTypes.find((l) => l.id === legalization);
  return {
    numberOfPages: pages > 0 ? pages : request.numberOfPages,
    numberOfDocuments: legalizationLine?.quantity ?? 1,
    deliveryMethod,
    deliveryName: delivery?.name ?? deliveryLabel(deliveryMethod),
    legalization,
    legalizationName: legal?.name ?? 'Aucune',
    // The promised date is computed at payment from the options' delays, as for any order.
    deliveryTiming: deliveryTiming(catalogue, { deliveryMethod, legalization, urgent: false }),
  };
}

/**
 * The delays the order of this quote keeps (its order's once accepted, else those optionsOf will
 * give it): the quote page dates the delivery by the same rule as the payment will, before it.
 */
export const quoteDeliveryTiming = (found: QuoteWithOrder, catalogue: LoadedCatalogue) =>
  found.order ? found.order.deliveryTiming : optionsOf(found.quote, found.request, catalogue).deliveryTiming;

/**
 * « Accepter et payer »: creates the order of the quote, once, with the identity the client gave
 * (issue 27: buyer, shipping address when the quote posts paper, billing identity), frozen on the
 * order as a checkout does; a return before paying replaces it on the unpaid order. The quote row is locked, so two
 * acceptances at the same time (double click, two tabs) queue, and the second finds the order
 * the first created; the unique order_id and the order's idempotency key refuse a second one
 * even so. Then the same payment page as any order (orders/service.ts).
 */
export async function acceptQuote(
  app: FastifyInstance,
  token: string,
  identity: z.output<typeof fulfilmentSchema>,
): Promise<{ orderId: string; url: string }> {
  const found = await quoteOfToken(app.database.db, token);
  if (!found) throw httpError(404, 'quoteOffer.notFound');
  const catalogue = await loadCatalogue(app.database.db);
  const fulfilment = settleQuoteFulfilment(identity, quoteDelivery(found.quote, found.request, catalogue));
  const frozen = {
    buyer: fulfilment.buyer,
    shippingAddress: fulfilment.shippingAddress,
    billing: fulfilment.billing,
  };
  const order = await app.database.db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, found.quote.id)).for('update');
    if (!quote) throw httpError(404, 'quoteOffer.notFound');
    const current = await load(tx, eq(quotes.id, quote.id));
    const state = stateOf(current!, new Date());
    if (state === 'declined') throw httpError(409, 'quoteOffer.declined');
    if (state === 'expired') throw httpError(409, 'quoteOffer.expired');
    if (quote.orderId) {
      const [existing] = await tx.select().from(orders).where(eq(orders.id, quote.orderId)).for('update');
      if (existing?.paymentStatus === 'paid') return existing;
      if (existing) {
        const [updated] = await tx.update(orders).set(frozen).where(eq(orders.id, existing.id)).returning();
        return updated!;
      }
    }
    const request = current!.request;
    const id = newOrderReference();
    const [created] = await tx
      .insert(orders)
      .values({
        id,
        customerEmail: request.email.toLowerCase(),
        userId: request.userId,
        ...optionsOf(quote, request, catalogue),
        comment: '',
        ...frozen,
        priceLines: priceLinesOf(quote, catalogue),
        totalCents: quote.totalCents,
        paymentProvider: app.payments.name,
        idempotencyKey: `quote:${quote.id}`,
        // The request's language (issue 17): the payment pages and the order's e-mails follow it.
        lang: request.lang,
      })
      .returning();
    // The request's document goes with the order: the translator works from it, the client sees it.
    if (request.fileId)
      await tx
        .update(uploads)
        .set({ orderId: id, status: 'attached', ownerSessionHash: null })
        .where(eq(uploads.id, request.fileId));
    await tx.insert(orderEvents).values({
      orderId: id,
      fromStatus: null,
      toStatus: 'pending_payment',
      actor: 'customer',
      note: `Devis ${request.id} accepté`,
    });
    await tx
      .update(quotes)
      .set({ status: 'accepted', orderId: id, acceptedAt: new Date() })
      .where(eq(quotes.id, quote.id));
    return created!;
  });
  return app.orders.paymentPage(order);
}

/** « Refuser »: recorded once, and the translator hears of it. */
export async function declineQuote(app: FastifyInstance, token: string): Promise<QuoteWithOrder> {
  const found = await quoteOfToken(app.database.db, token);
  if (!found) throw httpError(404, 'quoteOffer.notFound');
  let declined = false;
  await app.database.db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, found.quote.id)).for('update');
    const current = await load(tx, eq(quotes.id, quote!.id));
    const state = stateOf(current!, new Date());
    if (state === 'declined') return;
    if (state === 'accepted' || state === 'paid') throw httpError(409, 'quoteOffer.alreadyAccepted');
    if (state === 'expired') throw httpError(409, 'quoteOffer.expired');
    await tx.update(quotes).set({ status: 'declined', declinedAt: new Date() }).where(eq(quotes.id, quote!.id));
    await app.mail.enqueue(tx, {
      kind: 'quote-declined',
      relatedId: current!.request.id,
      to: app.mail.businessEmail,
      replyTo: current!.request.email,
      ...quoteDeclinedNoticeEmail({
        requestId: current!.request.id,
        name: current!.request.name,
        email: current!.request.email,
        totalCents: quote!.totalCents,
        url: `${publicUrlOf(app)}/admin/demandes?type=devis&statut=all`,
      }),
    });
    declined = true;
  });
  if (declined) app.mail.worker.wake();
  return (await quoteOfToken(app.database.db, token))!;
}
