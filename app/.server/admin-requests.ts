import type { AppLoadContext } from 'react-router';
import { pagesIn } from '../../core/counted';
import { t } from '../../core/messages/server';
import { listInbox, unhandledCounts } from '../../server/requests/inbox-queries';
import { quoteViewOf } from '../../server/requests/quote-view';
import { listQuoteRequests, type QuoteFilter } from '../../server/requests/service';
import { loadCatalogue } from '../../server/catalogue/service';
import { quotesOfRequests } from '../../server/quotes/service';
import { adminQuoteView } from '../../server/quotes/view';
import type { QuoteCatalogue, RequestItem } from '../components/admin/requests/types';

const PAGE_SIZE = 30;
const TYPES = ['devis', 'contact', 'support'] as const;
const STATUSES = ['new', 'handled', 'all'] as const;
type RequestType = (typeof TYPES)[number];

/** The inbox as the page's URL asks for it (unknown values fall back to the defaults). */
export async function requestsForPage(url: URL, context: Pick<AppLoadContext, 'db'>) {
  const type = (TYPES as readonly string[]).includes(url.searchParams.get('type') ?? '')
    ? (url.searchParams.get('type') as RequestType)
    : 'devis';
  const status = (STATUSES as readonly string[]).includes(url.searchParams.get('statut') ?? '')
    ? (url.searchParams.get('statut') as QuoteFilter)
    : 'new';
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const opts = { status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const db = context.db;
  const [counts, list] = await Promise.all([
    unhandledCounts(db),
    type === 'devis'
      ? listQuoteRequests(db, opts).then(async ({ rows, total }) => {
          const offers = await quotesOfRequests(
            db,
            rows.map((r) => r.quote.id),
          );
          const now = new Date();
          return {
            total,
            items: rows.map((r): RequestItem => {
              const q = quoteViewOf(r.quote, r.file);
              const details = [
                q.serviceTypeLabel,
                pagesIn('fr', q.numberOfPages),
                t('fr', 'adminRequest.inboxDelivery', { name: q.deliveryLabel }),
              ].filter((d): d is string => Boolean(d));
              return {
                id: q.id,
                kind: 'quote',
                createdAt: q.createdAt,
                name: q.name,
                email: q.email,
                subject: t('fr', 'adminRequest.inboxQuoteSubject', { id: q.id }),
                message: q.message,
                details,
                file: q.file ? { name: q.file.name, url: q.file.url } : null,
                orderReference: null,
                handled: q.handled,
                lang: r.quote.lang,
                quote: {
                  pages: q.numberOfPages,
                  deliveryMethod: q.deliveryMethod,
                  offer: offers.has(q.id) ? adminQuoteView(offers.get(q.id)!, now) : null,
                },
              };
            }),
          };
        })
      : listInbox(db, type, opts).then(({ messages, total }) => ({
          total,
          items: messages.map((m): RequestItem => ({
            id: m.id,
            kind: m.kind,
            createdAt: m.createdAt,
            name: m.name,
            email: m.email,
            subject: m.subject,
            message: m.message,
            details: [],
            file: null,
            orderReference: m.orderReference,
            handled: m.handled,
            lang: m.lang,
          })),
        })),
  ]);
  return {
    // The options « Établir le devis » offers as catalogue lines.
    catalogue: type === 'devis' ? catalogueForQuotes(await loadCatalogue(db)) : null,
    type,
    status,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    total: list.total,
    items: list.items,
    counts,
  };
}

/** The catalogue as the quote form lists it: the page price, each delivery and legalisation option. */
function catalogueForQuotes(c: Awaited<ReturnType<typeof loadCatalogue>>): QuoteCatalogue {
  return {
    pricePerPageCents: c.pricePerPageCents,
    deliveryMethods: c.deliveryMethods.map((d) => ({ id: d.id, name: d.name, priceCents: d.priceCents })),
    legalizationTypes: c.legalizationTypes
      .filter((l) => l.id !== 'none')
      .map((l) => ({ id: l.id, name: l.name, priceCents: l.priceCents })),
  };
}
