import type { ShipsTo } from './shipping-zones';
import { legalizationSteps } from './legalization-chain';
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

export interface PriceLine {
  /** 'other': a free line of a quote (decision 030), sold with its own label and amount. */
  code: 'translation' | 'delivery' | 'legalization' | 'urgent' | 'other';
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

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

const pagesText = (n: number) => `${n} page${n > 1 ? 's' : ''}`;

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
      label: `Traduction certifiée (${pagesText(pages)})`,
      quantity: pages,
      unitCents: catalogue.pricePerPageCents,
      amountCents: catalogue.pricePerPageCents * pages,
    },
  ];
  if (urgent) {
    lines.push({
      code: 'urgent',
      label: `${urgent.name}, ${workingDaysText(urgent.turnaroundDays)} (${pagesText(pages)})`,
      quantity: pages,
      unitCents: urgent.priceCents,
      amountCents: urgent.priceCents * pages,
    });
  }
  lines.push({
    code: 'delivery',
    label: `Livraison\u00a0: ${delivery.name}`,
    quantity: 1,
    unitCents: delivery.priceCents,
    amountCents: delivery.priceCents,
  });
  for (const step of steps) {
    if (step.priceCents <= 0) continue;
    lines.push({
      code: 'legalization',
      label: `Légalisation\u00a0: ${step.name} (${documents} document${documents > 1 ? 's' : ''})`,
      quantity: documents,
      unitCents: step.priceCents,
      amountCents: step.priceCents * documents,
    });
  }
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}
