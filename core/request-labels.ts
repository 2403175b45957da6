import { t, type Lang, type PlainMessageId } from './messages';
import type { QuoteDeliveryMethod } from './request-rules';

/** The quote form's delivery options in each language (request-rules keeps the French labels the spec gives). */
const DELIVERY_LABELS: Record<QuoteDeliveryMethod, PlainMessageId> = {
  email: 'requestForm.deliveryEmail',
  standard: 'requestForm.deliveryStandard',
  priority: 'requestForm.deliveryPriority',
  international: 'requestForm.deliveryInternational',
  dhl: 'requestForm.deliveryDhl',
  pickup: 'requestForm.deliveryPickup',
};

/** « Lettre suivie », « رسالة مع تتبّع »: an unknown id is shown as it is. */
export function deliveryLabelIn(lang: Lang, id: string): string {
  const key = DELIVERY_LABELS[id as QuoteDeliveryMethod];
  return key ? t(lang, key) : id;
}
