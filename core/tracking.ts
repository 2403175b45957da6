import { z } from 'zod';
import { ref } from './messages';
import { stripMarkup } from './order-rules';
import { CARRIERS, type Carrier } from './shipment';

/**
 * « Marquer comme expédiée »: the carrier and its tracking number, checked the same way in the
 * admin's dialog and the API, and the public tracking page the customer's e-mail and order page
 * link to (issue 27, part C; decision 048).
 */
export const TRACKING_LIMITS = { carrierName: 60, otherMin: 3, otherMax: 40 } as const;

/**
 * UPU S10 (international registered and tracked items: « RR123456785FR »): two letters, eight
 * digits, the check digit, the country. Its key catches a mistyped digit.
 */
const S10 = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/;
/** La Poste's own numbers (Lettre suivie, recommandée, Colissimo): 11 to 15 letters and digits. */
const LA_POSTE = /^[A-Z0-9]{11,15}$/;
const DHL_EXPRESS = /^\d{10}$/;

/** The S10 check digit of eight digits: weights 8 6 4 2 3 5 9 7, 11 minus the sum modulo 11 (10 → 0, 11 → 5). */
export function s10CheckDigit(eightDigits: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...eightDigits].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  const key = 11 - (sum % 11);
  return key === 10 ? 0 : key === 11 ? 5 : key;
}

/** How the number is kept: La Poste and DHL without spaces or dashes, upper case; another carrier's as typed (spaces made one). */
export function normaliseTracking(carrier: Carrier, number: string): string {
  const typed = stripMarkup(number).replace(/\s+/g, ' ').trim();
  return carrier === 'other' ? typed : typed.replace(/[\s.-]/g, '').toUpperCase();
}

/** The message reference for a (normalised) number `carrier` would not give; null when it is fine. */
export function trackingIssue(carrier: Carrier, number: string): string | null {
  if (number === '') return ref('shipping.trackingRequired');
  if (carrier === 'dhl') return DHL_EXPRESS.test(number) ? null : ref('shipping.trackingDhl');
  if (carrier === 'other') {
    const { otherMin: min, otherMax: max } = TRACKING_LIMITS;
    return number.length < min || number.length > max ? ref('shipping.trackingOtherLength', { min, max }) : null;
  }
  const s10 = S10.exec(number);
  if (s10) return s10CheckDigit(s10[1]!) === Number(s10[2]) ? null : ref('shipping.trackingS10Key');
  const digits = number.replace(/\D/g, '').length;
  return LA_POSTE.test(number) && digits >= 8 ? null : ref('shipping.trackingLaPoste');
}

/** The carrier's public tracking page for the number; null for another carrier (the number alone is given). */
export function trackingUrl(carrier: Carrier, number: string): string | null {
  const code = encodeURIComponent(number);
  if (carrier === 'laposte') return `https://www.laposte.fr/outils/suivre-vos-envois?code=${code}`;
  if (carrier === 'dhl') return `https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=${code}`;
  return null;
}

/** What the dialog sends and the API accepts: the number normalised and checked for its carrier. */
export const shipmentInputSchema = z
  .object({
    carrier: z.enum(CARRIERS, ref('shipping.carrierInvalid')),
    carrierName: z.string().max(500).optional(),
    trackingNumber: z.string(ref('shipping.trackingRequired')).max(200, ref('shipping.trackingRequired')),
  })
  .transform((input, ctx) => {
    const trackingNumber = normaliseTracking(input.carrier, input.trackingNumber);
    const issue = trackingIssue(input.carrier, trackingNumber);
    if (issue) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: issue });
    if (input.carrier !== 'other') return { carrier: input.carrier, trackingNumber };
    const carrierName = stripMarkup(input.carrierName ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!carrierName)
      ctx.addIssue({ code: 'custom', path: ['carrierName'], message: ref('shipping.carrierNameRequired') });
    else if (carrierName.length > TRACKING_LIMITS.carrierName)
      ctx.addIssue({
        code: 'custom',
        path: ['carrierName'],
        message: ref('shipping.carrierNameTooLong', { max: TRACKING_LIMITS.carrierName }),
      });
    return { carrier: input.carrier, carrierName, trackingNumber };
  });
export type ShipmentDetails = z.output<typeof shipmentInputSchema>;
