import type { DeliveryEstimate as Estimate } from '../../../core/delivery-date';
import type { DeliveryTiming } from '../../../core/order-delivery';
import { DateMovedNotice } from '../order/DateMovedNotice';
import { DeliveryEstimate } from '../order/DeliveryEstimate';
import type { DeliveryClock } from '../order/types';
import { useTimingEstimate } from '../order/useDeliveryEstimate';

/**
 * The date the payment will fix, as the clock goes (issue 30), and a word when it is no longer the
 * one the cart showed: paid after the cut-off, the order takes the next day, never silently.
 */
export function DemoEstimate({
  timing,
  clock,
  atCheckout,
}: {
  timing: DeliveryTiming | null;
  clock: DeliveryClock;
  atCheckout: Estimate | null;
}) {
  const estimate = useTimingEstimate(timing, clock);
  return (
    <>
      <DeliveryEstimate estimate={estimate} testId="demo-estimate" live className="mt-4" />
      <DateMovedNotice estimate={estimate} since={atCheckout} className="mt-3" />
    </>
  );
}
