import { addressLines } from '../../core/address-lines';
import { fulfilmentSchema, settleFulfilment, type BillingIdentity, type FulfilmentInput } from '../../core/buyer';
import { formatCompanyId } from '../../core/company-ids';
import { t, type Lang } from '../../core/messages';
import type { ShippingOption } from '../../core/shipping-zones';
import type { CartIdentity } from '../components/order/types';

/** « Facturé à », line by line, in the page's language (the invoice prints its own, part B). */
function billingLines(billing: BillingIdentity, lang: Lang): string[] {
  if (billing.kind === 'person') return [billing.name, ...(billing.address ? addressLines(billing.address, lang) : [])];
  return [
    billing.companyName,
    billing.siret
      ? `${t(lang, 'billing.siretLabel')} ${formatCompanyId(billing.siret)}`
      : `${t(lang, 'billing.sirenLabel')} ${formatCompanyId(billing.siren)}`,
    ...(billing.vatNumber ? [`${t(lang, 'billing.vatLabel')} ${billing.vatNumber}`] : []),
    ...addressLines(billing.address, lang),
    ...(billing.reference ? [`${t(lang, 'billing.referenceLabel')} ${billing.reference}`] : []),
  ];
}

/**
 * The cart's identity checked with the same rules as the checkout and the chosen row: null when
 * missing (a cart made before names were asked) or no longer valid (the row now posts paper, or
 * not to that country), so the cart asks for it again through « Modifier ».
 */
export function cartIdentity(raw: unknown, delivery: ShippingOption, lang: Lang): CartIdentity | null {
  const parsed = fulfilmentSchema.safeParse(raw);
  if (!parsed.success) return null;
  const settled = settleFulfilment(parsed.data, delivery);
  if (!settled.ok) return null;
  const { shippingAddress, billing } = settled.value;
  return {
    input: raw as FulfilmentInput,
    settled: settled.value,
    shipTo: shippingAddress ? addressLines(shippingAddress, lang) : null,
    billTo: billingLines(billing, lang),
  };
}
