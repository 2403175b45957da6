/**
 * What this site tells Stripe about the buyer when it opens a Checkout page (issue 27): the one
 * list server/payments/stripe.ts builds the Stripe customer from and /rgpd words, so the policy
 * cannot say less than what is sent (server/payments/stripe-sent-data.api.test.ts compares both
 * with what a Stripe stand-in receives). Besides these, Stripe gets the order's reference, its
 * lines and amounts and the page's language, none of them about the person.
 */
export const STRIPE_BUYER_FIELDS = ['email', 'name', 'phone', 'shippingAddress'] as const;

export type StripeBuyerField = (typeof STRIPE_BUYER_FIELDS)[number];
