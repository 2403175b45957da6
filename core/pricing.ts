import type { ShipsTo } from './shipping-zones';
import { legalizationSteps } from './legalization-chain';
import { documentsIn, pagesIn } from './counted';
import { DEFAULT_LANG, t, type PlainMessageId } from './messages';
import { workingDaysText } from './turnaround';
/**
 * The price rule, shared by the order form (instant figure) and the server
 * (the authority): total = page price × pages + delivery + legalisation × documents
 * (+ the « Urgent » supplement × pages when chosen). Amounts are integer cents.
 */
export interface PricedOption {
  id: string;
  name: string;
  priceCents: number;
  /**
   * Office working days this option takes (catalogue field): for a delivery method, the time to
   * translate, certify and send; for a legalisation step, the days it adds. Absent: 0.
   */
  turnaroundDays?: number;
  /** A paper delivery's postal leg in postal working days; null or absent for e-mail and pickup. */
  postal?: { minDays: number; maxDays: number } | null;
  /** Where a paper delivery posts (core/shipping-zones.ts); null or absent for rows that post nothing. */
  shipsTo?: ShipsTo | null;
}

/** The « Urgent » option: one catalogue row, a supplement per page for a shorter turnaround. */
export interface UrgentOption {
  name: string;
  /** Supplement per translated page. */
  priceCents: number;
  turnaroundDays: number;
}

export interface PriceCatalogue {
  pricePerPageCents: number;
  deliveryMethods: PricedOption[];
  legalizationTypes: PricedOption[];
  /** Null when the admin has switched the option off. */
  urgent?: UrgentOption | null;
}

export interface PriceRequest {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  legalization: string;
  /** « Urgent »; absent means no (the spec's API has no such field). */
  urgent?: boolean;
}

/**
 * What a line was priced for (decision 075): the words of every language are made from these where
 * the line is shown (core/order-text priceLineText), never from the French label. `name` is the
 * option's French name as sold, so a later rename or removal in the catalogue changes no order.
 */
interface PriceLineParams {
  translation: { pages: number };
  urgent: { optionId: 'urgent'; name: string; days: number; pages: number };
  delivery: { optionId: string; name: string };
  legalization: { optionId: string; name: string; documents: number };
}

/**
 * A line's code and parameters. `params` absent: a line stored before decision 075, worded by
 * matching its French label as before (no data migration: the lines live in a JSON column).
 * `params: null`: a quote line whose label the admin wrote (decision 030), shown as written.
 */
export type CodedLine =
  | { [C in keyof PriceLineParams]: { code: C; params?: PriceLineParams[C] | null } }[keyof PriceLineParams]
  /** 'other': a free line of a quote (decision 030), sold with its own label and amount. */
  | { code: 'other'; params?: null };

export type PriceLine = CodedLine & {
  /** The French words, stored as sold: the history, the back office and the French documents. */
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
};

export interface PriceBreakdown {
  lines: PriceLine[];
  totalCents: number;
}

export class UnknownOptionError extends Error {
  /** The refusal's catalogue id: the route answers it in the request's language. */
  readonly messageId: PlainMessageId;
  constructor(public field: 'deliveryMethod' | 'legalization' | 'urgent') {
    const id =
      field === 'deliveryMethod'
        ? 'order.deliveryUnknown'
        : field === 'legalization'
          ? 'order.legalizationUnknown'
          : 'order.urgentUnavailable';
    super(t(DEFAULT_LANG, id));
    this.messageId = id;
  }
}

export function computePrice(catalogue: PriceCatalogue, request: PriceRequest): PriceBreakdown {
  const delivery = catalogue.deliveryMethods.find((d) => d.id === request.deliveryMethod);
  if (!delivery) throw new UnknownOptionError('deliveryMethod');
  // One step, or each step of a package (core/legalization-chain), each priced per document.
  const steps = legalizationSteps(catalogue, request.legalization);
  if (!steps) throw new UnknownOptionError('legalization');
  const urgent = request.urgent ? catalogue.urgent : null;
  if (request.urgent && !urgent) throw new UnknownOptionError('urgent');

  const pages = request.numberOfPages;
  const documents = request.numberOfDocuments;
  const lines: PriceLine[] = [
    {
      code: 'translation',
      params: { pages },
      label: t('fr', 'orderPrice.lineTranslation', { pages: pagesIn('fr', pages) }),
      quantity: pages,
      unitCents: catalogue.pricePerPageCents,
      amountCents: catalogue.pricePerPageCents * pages,
    },
  ];
  if (urgent) {
    lines.push({
      code: 'urgent',
      params: { optionId: 'urgent', name: urgent.name, days: urgent.turnaroundDays, pages },
      label: t('fr', 'orderPrice.lineUrgent', {
        name: urgent.name,
        days: workingDaysText(urgent.turnaroundDays),
        pages: pagesIn('fr', pages),
      }),
      quantity: pages,
      unitCents: urgent.priceCents,
      amountCents: urgent.priceCents * pages,
    });
  }
  lines.push({
    code: 'delivery',
    params: { optionId: delivery.id, name: delivery.name },
    label: t('fr', 'orderPrice.lineDelivery', { name: delivery.name }),
    quantity: 1,
    unitCents: delivery.priceCents,
    amountCents: delivery.priceCents,
  });
  for (const step of steps) {
    if (step.priceCents <= 0) continue;
    lines.push({
      code: 'legalization',
      params: { optionId: step.id, name: step.name, documents },
      label: t('fr', 'orderPrice.lineLegalization', { name: step.name, documents: documentsIn('fr', documents) }),
      quantity: documents,
      unitCents: step.priceCents,
      amountCents: step.priceCents * documents,
    });
  }
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}
