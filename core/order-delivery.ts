import {
  estimateDelivery,
  formatDeliveryEstimate,
  type DeliveryEstimate,
  type DeliverySettings,
} from './delivery-date';
import { legalizationSteps } from './legalization-chain';
import type { PriceCatalogue, PriceRequest } from './pricing';

/**
 * What an order's options take, in working days, read from the catalogue when it is priced and
 * kept with the order (orders.delivery_timing): the promise made at payment uses the delays the
 * customer was shown, whatever the admin edits meanwhile.
 */
export interface DeliveryTiming {
  /** The delivery method's turnaround (translate, certify, send). */
  turnaroundDays: number;
  /** The « Urgent » turnaround when chosen. */
  urgentDays: number | null;
  /** Each legalisation step's days, in order (empty without legalisation). */
  legalisationDays: number[];
  /** Postal leg of a paper delivery; null for e-mail and pickup. */
  postal: { minDays: number; maxDays: number } | null;
}

/** The timing of a request's options; null when the catalogue does not offer one of them. */
export function deliveryTiming(
  catalogue: Pick<PriceCatalogue, 'deliveryMethods' | 'legalizationTypes' | 'urgent'>,
  request: Pick<PriceRequest, 'deliveryMethod' | 'legalization' | 'urgent'>,
): DeliveryTiming | null {
  const delivery = catalogue.deliveryMethods.find((d) => d.id === request.deliveryMethod);
  const steps = legalizationSteps(catalogue, request.legalization);
  if (!delivery || !steps) return null;
  if (request.urgent && !catalogue.urgent) return null;
  return {
    turnaroundDays: delivery.turnaroundDays ?? 0,
    urgentDays: request.urgent && catalogue.urgent ? catalogue.urgent.turnaroundDays : null,
    legalisationDays: steps.map((s) => s.turnaroundDays ?? 0).filter((d) => d > 0),
    postal: delivery.postal ? { minDays: delivery.postal.minDays, maxDays: delivery.postal.maxDays } : null,
  };
}

/** The delivery promised for an order paid (or, before payment, to be paid) at `at`. */
export function deliveryPromise(timing: DeliveryTiming, at: Date, settings: DeliverySettings): DeliveryEstimate {
  return estimateDelivery({ paidAt: at, ...timing }, settings);
}

/**
 * The estimate /services and /panier show for options as they stand, paid at `now`; null when
 * an option is unknown or the settings cannot be used (never an error on a page).
 */
export function estimateForRequest(
  catalogue: Pick<PriceCatalogue, 'deliveryMethods' | 'legalizationTypes' | 'urgent'>,
  request: Pick<PriceRequest, 'deliveryMethod' | 'legalization' | 'urgent'>,
  settings: DeliverySettings,
  now: Date,
): DeliveryEstimate | null {
  const timing = deliveryTiming(catalogue, request);
  if (!timing) return null;
  try {
    return deliveryPromise(timing, now, settings);
  } catch {
    return null;
  }
}

/** « jeudi 27 novembre » or « entre le lundi 23 et le mercredi 25 novembre ». */
export function deliveryDateText(
  estimate: Pick<DeliveryEstimate, 'earliest' | 'latest'>,
  options: { withYear?: boolean } = {},
): string {
  return formatDeliveryEstimate(estimate, 'fr', options);
}

/** The same after « le » where a sentence needs it: « le jeudi 27 novembre », « entre le … et le … ». */
export function onDeliveryDateText(
  estimate: Pick<DeliveryEstimate, 'earliest' | 'latest'>,
  options: { withYear?: boolean } = {},
): string {
  const text = deliveryDateText(estimate, options);
  return estimate.earliest === estimate.latest ? `le ${text}` : text;
}

/** « Livraison estimée : jeudi 27 novembre » (the words of issue 16). */
export function estimatedDeliveryText(estimate: Pick<DeliveryEstimate, 'earliest' | 'latest'>): string {
  return `Livraison estimée\u00a0: ${deliveryDateText(estimate)}`;
}
