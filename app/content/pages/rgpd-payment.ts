import { STRIPE_BUYER_FIELDS, type StripeBuyerField } from '../../../core/stripe-data';

/**
 * What /rgpd says Stripe receives: each field the payment sends (core/stripe-data.ts, the list
 * server/payments/stripe.ts builds the Stripe customer from), worded once per language. A field
 * added to that list without its words here fails the type check.
 */
const SENT_TO_STRIPE: Record<StripeBuyerField, { fr: string; ar: string }> = {
  email: { fr: 'votre adresse e-mail', ar: 'بريدك الإلكتروني' },
  name: { fr: 'votre nom complet', ar: 'اسمك الكامل' },
  phone: { fr: 'votre téléphone (si vous l’avez donné)', ar: 'هاتفك إن أعطيته' },
  shippingAddress: {
    fr: 'l’adresse d’expédition (si l’original papier vous est envoyé)',
    ar: 'عنوان الشحن إذا أُرسل إليك الأصل الورقي',
  },
};

/** The fields, as a sentence's list: « a, b, c et d » / « أ، وب، وج ود ». Joined by hand: the same on the server and in the browser. */
export function sentToStripe(lang: 'fr' | 'ar'): string {
  const words = STRIPE_BUYER_FIELDS.map((f) => SENT_TO_STRIPE[f][lang]);
  const last = words.pop()!;
  if (words.length === 0) return last;
  return lang === 'fr' ? `${words.join(', ')} et ${last}` : `${words.join('، و')} و${last}`;
}
