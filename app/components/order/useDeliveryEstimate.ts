import { useEffect, useState } from 'react';
import type { DeliveryEstimate } from '../../../core/delivery-date';
import { deliveryPromise, estimateForRequest, type DeliveryTiming } from '../../../core/order-delivery';
import type { PriceRequest } from '../../../core/pricing';
import { useHydrated } from '../form/useFormFlow';
import type { DeliveryClock, OrderCatalogue } from './types';

/**
 * The server's « now » for the page it renders and for the hydration (same HTML), then that
 * instant plus the time spent on the page: a visitor's wrong clock never moves a date.
 */
function useServerNow(clock: DeliveryClock): Date {
  const hydrated = useHydrated();
  const [loadedAt] = useState(() => (typeof performance === 'undefined' ? 0 : performance.now()));
  // The date follows the clock while the page stays open (issue 30): a cart opened at 11:50 shows
  // the next day's date once the noon cut-off passes, as the payment will. Every 5 s is cheap.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => window.clearInterval(timer);
  }, [hydrated]);
  const serverNow = Date.parse(clock.now);
  return hydrated ? new Date(serverNow + Math.max(0, performance.now() - loadedAt)) : new Date(serverNow);
}

const TICK_MS = 5_000;

/**
 * The estimate first shown, while the one shown now differs from it (the cut-off passed while the
 * page was open): the page says so before payment. Null while it has not moved.
 */
export function useMovedEstimate(
  estimate: DeliveryEstimate | null,
  since?: DeliveryEstimate | null,
): DeliveryEstimate | null {
  const [shownFirst] = useState(estimate);
  const first = since === undefined ? shownFirst : since;
  if (!first || !estimate) return null;
  return first.earliest === estimate.earliest && first.latest === estimate.latest && first.dueOn === estimate.dueOn
    ? null
    : estimate;
}

/** The estimated delivery of the order form's options as they stand (the shared rule in core). */
export function useDeliveryEstimate(
  catalogue: OrderCatalogue,
  request: Pick<PriceRequest, 'deliveryMethod' | 'legalization' | 'urgent'>,
  clock: DeliveryClock,
): DeliveryEstimate | null {
  return estimateForRequest(catalogue, request, clock.calendar, useServerNow(clock));
}

/** The cart's estimate, from the delays the server read for its item. */
export function useTimingEstimate(timing: DeliveryTiming | null, clock: DeliveryClock): DeliveryEstimate | null {
  const now = useServerNow(clock);
  if (!timing) return null;
  try {
    return deliveryPromise(timing, now, clock.calendar);
  } catch {
    return null;
  }
}
