import { CheckCircle2, FileImage, FileSearch, FileText, Mail, Phone, Stamp } from 'lucide-react';
import { Detail, NoRecentOrder, Step } from '../components/checkout/ConfirmationParts';
import { SendIcon } from '../components/TurnedIcons';
import { useEffect, useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/confirmation';
import { BUSINESS } from '../../core/business';
import { t, type Lang } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { documentsIn, eurosIn, pagesIn } from '../../core/order-text';
import { orderPageWords } from '../.server/order-pages';
import { clearOrderedCart, MAIL_CLIENT_TIMER_MS, readConfirmation } from '../components/checkout/checkout-client';
import { confirmationPageData } from '../.server/confirmation';
import { summaryFromLocalCart, summaryFromOrder, type ConfirmationSummary } from '../components/checkout/summary';
import { MAIL_KEY, readCart, readMailClient } from '../lib/cart';
import { removeCookie } from '../lib/cookies';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    // Without a paid order or a cart on the server, the page says so (the browser may still find one it kept).
    title:
      args.data?.reference || args.data?.cart
        ? (args.data?.text.confirmedMetaTitle ?? '')
        : (args.data?.text.confirmationMetaTitle ?? ''),
    description: args.data?.text.confirmationMetaDescription ?? '',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: args.data?.text.confirmationCrumb ?? 'Confirmation', path: args.location.pathname },
      ]),
    ],
  });

/** Rendered from the visitor's own cart and order: never cached. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get('ref');
  const lang = context.lang;
  const page = await confirmationPageData(
    context.db,
    request.headers.get('cookie'),
    context.config.publicUrl,
    ref,
    lang,
  );
  return data(
    {
      ...page,
      lang,
      text: orderPageWords(lang),
      hours: lang === 'fr' ? BUSINESS.openingHoursText.toLowerCase() : t(lang, 'shell.openingHours'),
      paths: {
        home: localizedPath(lang, '/'),
        services: localizedPath(lang, '/services'),
        orders: localizedPath(lang, '/orders'),
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { text, lang, paths } = loaderData;
  const count = (n: number, word: 'page' | 'document') => (word === 'page' ? pagesIn(lang, n) : documentsIn(lang, n));
  const [summary, setSummary] = useState<ConfirmationSummary | null>(loaderData.cart);
  const [reference, setReference] = useState<string | null>(loaderData.reference);
  const [email, setEmail] = useState(loaderData.cart?.email ?? '');

  useEffect(() => {
    // Read everything first, then empty the cart (spec 4): what is shown was read before removal.
    const ref = new URLSearchParams(window.location.search).get('ref');
    const stored = readConfirmation();
    const local = readCart()[0];
    const mail = readMailClient();
    if (stored && (!ref || stored.reference === ref)) {
      const fromOrder = summaryFromOrder(stored);
      // The order this browser kept is worded in French (the API's view): another language keeps the server's summary.
      if (lang === 'fr' || !loaderData.cart) setSummary(fromOrder);
      setReference(stored.reference);
      if (fromOrder.email) setEmail(fromOrder.email);
    } else if (!loaderData.cart && local) {
      setSummary(summaryFromLocalCart(local));
    }
    setEmail((current) => current || mail);
    clearOrderedCart();
    // Spec 9: the mail-client cookie is removed again after 30 minutes.
    const timer = window.setTimeout(() => removeCookie(MAIL_KEY), MAIL_CLIENT_TIMER_MS);
    return () => window.clearTimeout(timer);
  }, [loaderData.cart, lang]);

  const legalized = Boolean(
    summary?.legalizationName && summary.legalizationName !== 'Non' && summary.legalizationName !== text.no,
  );
  // The date promised at payment, as stored with the order (the server's, or the order this browser kept).
  const promised = summary?.promisedDelivery ?? loaderData.promisedDelivery;

  // Opened without a paid order, a cart or this browser's record of one: no false success.
  if (!summary && !reference) return <NoRecentOrder text={text} paths={paths} />;

  return (
    <>
      <section className="border-b border-line bg-surface-2/60">
        <div className="container-page flex flex-col items-center py-12 text-center sm:py-16">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success-soft/50">
            <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="eyebrow mt-6">{text.thanks}</p>
          <h1 className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-[2.75rem]">
            {text.confirmedTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{text.confirmedLead}</p>
          {reference ? (
            <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-x-2.5 gap-y-1 rounded-xl border border-line bg-surface px-4 py-2.5 shadow-sm">
              <span className="text-sm text-muted">{text.reference}</span>
              <strong
                className="font-mono text-lg font-semibold tracking-wider text-ink"
                data-testid="confirmation-reference"
              >
                {reference}
              </strong>
            </p>
          ) : (
            <p className="mt-6 text-sm text-muted">{text.refInEmail}</p>
          )}
          {promised ? (
            <p className="mt-4 text-base text-ink" data-testid="confirmation-delivery">
              {text.plannedDelivery} <strong className="font-semibold">{promised}</strong>
            </p>
          ) : null}
        </div>
      </section>

      <div className="container-page py-10 sm:py-14">
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="recapitulatif-titre" className="card sm:p-7" data-testid="confirmation-summary">
            <h2 id="recapitulatif-titre" className="text-xl font-semibold">
              {text.summaryTitle}
            </h2>
            {summary ? (
              <OrderSummary summary={summary} text={text} lang={lang} count={count} />
            ) : (
              <p className="mt-3 leading-relaxed text-muted">{text.summaryByEmail}</p>
            )}
          </section>

          <aside aria-labelledby="suite-titre" className="space-y-6 lg:sticky lg:top-24">
            <section className="card sm:p-7">
              <h2 id="suite-titre" className="text-xl font-semibold">
                {text.whatNow}
              </h2>
              <ol className="mt-5 space-y-5">
                <Step icon={Mail} title={text.stepEmail}>
                  {text.stepEmailBefore}{' '}
                  {email ? (
                    <strong className="font-semibold [overflow-wrap:anywhere] text-ink">
                      <bdi>{email}</bdi>
                    </strong>
                  ) : (
                    text.stepEmailTheAddress
                  )}{' '}
                  {text.stepEmailAfter}
                </Step>
                <Step icon={FileSearch} title={text.stepCheck}>
                  {text.stepCheckText.replace('{{name}}', BUSINESS.translatorName)}
                </Step>
                <Step icon={Stamp} title={text.certified}>
                  {text.stepCertifiedText.replace('{{court}}', BUSINESS.courtOfAppeal)}
                  {legalized ? ` ${text.stepLegalized}` : ''}
                </Step>
                <Step
                  icon={SendIcon}
                  title={promised ? text.stepDeliveryPlanned.replace('{{date}}', promised) : text.delivery}
                >
                  {text.stepDeliveryText}
                  {summary?.deliveryName ? (
                    <>
                      {lang === 'fr' ? '\u00a0: ' : ': '}
                      {summary.deliveryName}.
                    </>
                  ) : (
                    '.'
                  )}
                </Step>
              </ol>
            </section>

            <section aria-labelledby="suivi-titre" className="card sm:p-7">
              <h2 id="suivi-titre" className="text-lg font-semibold">
                {text.followTitle}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                {text.followBefore}{' '}
                {reference ? (
                  <>
                    {text.followTheRef} <strong className="font-semibold text-ink">{reference}</strong>
                  </>
                ) : (
                  text.followYourRef
                )}{' '}
                {text.followAfter.replace('{{hours}}', loaderData.hours)}
              </p>
              <ul className="mt-4 space-y-2.5 text-sm">
                <li>
                  <a
                    href={`mailto:${BUSINESS.email}`}
                    className="inline-flex items-center gap-2 font-medium text-brand underline"
                  >
                    <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {BUSINESS.email}
                  </a>
                </li>
                <li>
                  <a
                    href={`tel:${BUSINESS.phone.replace(/\s+/g, '')}`}
                    className="inline-flex items-center gap-2 font-medium text-brand underline"
                  >
                    <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {/* Alone in a right-to-left line, the number's groups are drawn in reverse order. */}
                    <span dir="ltr">{BUSINESS.phoneDisplay}</span>
                  </a>
                </li>
              </ul>
            </section>
          </aside>
        </div>

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className="btn-primary" data-testid="confirmation-home">
            {text.backHome}
          </Link>
          <Link to={paths.services} className="btn-secondary">
            {text.orderAnother}
          </Link>
        </div>
      </div>
    </>
  );
}

type Words = ReturnType<typeof orderPageWords>;

function OrderSummary({
  summary,
  text,
  lang,
  count,
}: {
  summary: ConfirmationSummary;
  text: Words;
  lang: Lang;
  count: (n: number, word: 'page' | 'document') => string;
}) {
  return (
    <>
      <p className="mt-1 text-sm text-muted">{text.subtitle}</p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Detail term={text.pagesLabel} value={count(summary.numberOfPages, 'page')} />
        <Detail term={text.documentsLabel} value={count(summary.numberOfDocuments, 'document')} />
        {summary.deliveryName ? <Detail term={text.delivery} value={summary.deliveryName} /> : null}
        {summary.legalizationName ? <Detail term={text.legalization} value={summary.legalizationName} /> : null}
      </dl>

      {summary.shipTo ? (
        <>
          <h3 className="mt-7 text-base font-semibold">{text.checkAddress}</h3>
          <p className="mt-2 text-sm text-ink" data-testid="confirmation-ship-to">
            {summary.shipTo.map((line, i) => (
              <bdi key={i} className="block">
                {line}
              </bdi>
            ))}
          </p>
          <p className="mt-1 text-xs text-muted">{text.checkAddressHint}</p>
        </>
      ) : null}

      {summary.files.length > 0 ? (
        <>
          <h3 className="mt-7 text-base font-semibold">{text.attachedDocuments}</h3>
          <ul className="mt-3 space-y-2" data-testid="confirmation-files">
            {summary.files.map((name, i) => {
              const Icon = /\.(png|jpe?g)$/i.test(name) ? FileImage : FileText;
              return (
                <li
                  key={`${name}-${i}`}
                  className="flex items-center gap-3 rounded-xl border border-line px-3.5 py-2.5 text-sm"
                >
                  <Icon className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                  <bdi className="min-w-0 truncate font-medium text-ink">{name}</bdi>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}

      {summary.comment ? (
        <>
          <h3 className="mt-7 text-base font-semibold">{text.yourComment}</h3>
          <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink">{summary.comment}</p>
        </>
      ) : null}

      <h3 className="mt-7 text-base font-semibold">{text.amount}</h3>
      {summary.lines.length > 0 ? (
        <dl className="mt-3 space-y-2 text-sm">
          {summary.lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted">{line.label}</dt>
              <dd className="shrink-0 font-medium text-ink tabular-nums">{eurosIn(lang, line.amountCents)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <span className="font-semibold text-ink">{summary.source === 'order' ? text.totalPaid : text.total}</span>
        <span className="font-serif text-2xl font-semibold text-ink tabular-nums" data-testid="confirmation-total">
          {eurosIn(lang, summary.totalCents)}
        </span>
      </div>
      <p className="mt-1 text-end text-xs text-muted">{text.vatNote}</p>
    </>
  );
}
