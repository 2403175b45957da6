import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { defaultValidUntil } from '../../core/quote-offer-rules';
import { nextIp } from '../accounts/test-app';
import { mailOutbox } from '../mail/schema';
import { formBody, signIn } from '../requests/test-helpers';
import type { TestApp } from '../test/app';
import { FIXTURES } from '../test/multipart';

/** Shared by the quote tests: a request from /devis, the admin's quote, the client's link. */

/** A quote request sent from /devis, with a document. */
export async function requestQuote(
  t: TestApp,
  email = 'omar@example.fr',
  lang: Record<string, string> = {},
): Promise<string> {
  const { payload, headers } = await formBody(
    { name: 'Omar Haddad', email, numberOfPages: '12', deliveryMethod: 'email', message: 'Jugement de divorce' },
    { name: 'jugement.pdf', content: FIXTURES.pdf('JUGEMENT'), type: 'application/pdf' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/request-quote',
    payload,
    headers: { ...headers, ...lang },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().reference as string;
}

/** What the form sends: amounts typed in euros, as text. */
export const OFFER = {
  lines: [
    {
      source: 'translation',
      optionId: '',
      label: 'Traduction certifiée du jugement (12 pages)',
      quantity: '12',
      unitPrice: '32,50',
    },
    { source: 'delivery', optionId: 'email', label: 'Livraison : E-mail (PDF signé)', quantity: '1', unitPrice: '0' },
    { source: 'legalization', optionId: 'mairie', label: 'Légalisation en mairie', quantity: '1', unitPrice: '20' },
    { source: 'free', optionId: '', label: 'Mise en page des tableaux', quantity: '1', unitPrice: '15,25' },
  ],
  validUntil: defaultValidUntil(),
  note: 'Délai : 5 jours ouvrés après paiement.',
};
export const OFFER_TOTAL = 12 * 3250 + 0 + 2000 + 1525;

export const adminHeaders = async (t: TestApp) =>
  (await signIn(t.app, `admin.${Math.random()}@example.fr`, 'admin')).headers;

export const sendQuote = (t: TestApp, id: string, headers: Record<string, string>, payload: unknown = OFFER) =>
  t.app.inject({ method: 'POST', url: `/api/admin/quotes/${id}/offer/send`, headers, payload: payload as object });

/** « Accepter et payer » as the page sends it for a quote that posts nothing: consent, and the buyer's name (issue 27). */
export const ACCEPT = { withdrawalConsent: true, buyer: { name: 'Omar Haddad' } } as const;

/** The link's token, read from the e-mail the client got. */
export async function tokenFromMail(t: TestApp, to: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'quote-offer'), eq(mailOutbox.to, to)));
  const m = /\/devis\/([A-Za-z0-9_-]{43})/.exec(mail!.text);
  return m![1]!;
}

/** A request, its quote sent: the reference and the client's token. */
export async function sentQuote(
  t: TestApp,
  email = 'omar@example.fr',
  /** `{ 'x-site-lang': 'ar' }` for a request from an Arabic page. */
  lang: Record<string, string> = {},
  offer: unknown = OFFER,
) {
  const id = await requestQuote(t, email, lang);
  const res = await sendQuote(t, id, await adminHeaders(t), offer);
  expect(res.statusCode).toBe(200);
  return { id, token: await tokenFromMail(t, email) };
}
