import { FileText, Loader2, Lock, X } from 'lucide-react';
import { useId } from 'react';
import type { IdentityFormValues } from '../../../core/identity-form';
import { eurosIn } from '../../../core/order-text';
import type { Lang } from '../../../core/messages';
import { freeTextLangAttr } from '../../../core/text-lang';
import { useLang, useT } from '../../lib/i18n';
import type { ClientQuoteView } from '../../../core/quote-views';
import { useHydrated } from '../form/useFormFlow';
import { IdentityStep } from './IdentityStep';
import { ConsentBox } from '../checkout/pay-panel/ConsentBox';
import { DeclineConfirm, QuoteError } from './QuoteActionParts';
import { useQuoteActions } from './useQuoteActions';
import { StateNotice, STATE_TONES } from './QuoteStateNotice';
import { QUOTE_ACTIONS_ID, QuoteSummary, type QuoteDelivery } from './QuoteSummary';

/** The state's name in the page's language (QUOTE_STATE_LABELS' words in French). */
const STATE_LABELS = {
  draft: 'quotePage.state_draft',
  sent: 'quotePage.state_sent',
  accepted: 'quotePage.state_accepted',
  paid: 'quotePage.state_paid',
  declined: 'quotePage.state_declined',
  expired: 'quotePage.state_expired',
} as const satisfies Record<ClientQuoteView['state'], string>;

function QuoteActions({
  quote,
  token,
  typed,
}: {
  quote: ClientQuoteView;
  token: string;
  typed: IdentityFormValues | null;
}) {
  const t = useT();
  const lang = useLang();
  const ids = useId();
  const hydrated = useHydrated();
  const {
    identity,
    consentRef,
    consent,
    setConsent,
    pending,
    confirmDecline,
    setConfirmDecline,
    error,
    setError,
    accept,
    decline,
  } = useQuoteActions(token, quote.identity.shipsTo);

  return (
    <div
      id={QUOTE_ACTIONS_ID}
      className="scroll-mt-4 border-t border-line px-5 py-6 sm:px-7"
      data-testid="quote-actions"
    >
      <IdentityStep
        formRef={identity.formRef}
        values={typed ?? quote.identity.prefill}
        shipsTo={quote.identity.shipsTo}
        countries={quote.identity.countries}
        errors={identity.errors}
        disabled={pending !== null}
        onInput={identity.onInput}
      />
      <ConsentBox
        inputRef={consentRef}
        id={`${ids}-consent`}
        labelId={`${ids}-consent-text`}
        checked={consent}
        disabled={pending !== null}
        onChange={(checked) => {
          setConsent(checked);
          if (checked) setError(null);
        }}
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <button
          type="button"
          className="btn-primary w-full py-3.5 text-base"
          disabled={!hydrated || !consent || pending !== null}
          aria-describedby={consent ? undefined : `${ids}-consent-text`}
          onClick={() => void accept()}
          data-testid="quote-accept"
        >
          {pending === 'accept' ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Lock className="h-4 w-4" aria-hidden="true" />
          )}
          {pending === 'accept'
            ? t('orderForm.redirecting')
            : t('quotePage.acceptPay', { amount: eurosIn(lang, quote.totalCents) })}
        </button>
        {/* Accepted: an order awaits its payment, declining is no longer offered. */}
        {confirmDecline || quote.state === 'accepted' ? null : (
          <button
            type="button"
            className="btn-secondary py-3.5"
            disabled={!hydrated || pending !== null}
            onClick={() => setConfirmDecline(true)}
            data-testid="quote-decline"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('quotePage.decline')}
          </button>
        )}
      </div>
      {confirmDecline ? (
        <DeclineConfirm
          busy={pending !== null}
          declining={pending === 'decline'}
          onYes={() => void decline()}
          onNo={() => setConfirmDecline(false)}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {pending === 'accept' ? t('orderForm.redirectingLive') : ''}
      </p>
      <p className="mt-3 text-xs leading-relaxed text-muted">{t('quotePage.payNote')}</p>
      {error ? <QuoteError message={error} /> : null}
    </div>
  );
}

/** Who sends the quote; names in isolates so an Arabic line keeps their order. */
function QuoteSeller({ seller }: { seller: ClientQuoteView['seller'] }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="text-sm leading-relaxed" data-testid="quote-seller">
      <p className="font-semibold text-ink">
        <bdi>{seller.tradeName}</bdi>
      </p>
      <p className="text-ink">
        <bdi>{seller.name}</bdi>
      </p>
      <p className="text-muted">{lang === 'fr' ? seller.title : t('home.cardTitle')}</p>
      <p className="text-muted">
        <span lang="fr" dir="ltr">
          {seller.address}
        </span>
      </p>
      {/* Numbers with spaces: the Arabic text isolates them left to right (an Arabic line would reverse their groups). */}
      <p className="text-muted">{t('quotePage.siret', { siret: seller.siret })}</p>
      <p className="text-muted [overflow-wrap:anywhere]">
        <span dir="ltr">{seller.email}</span> ·{' '}
        <span dir="ltr" className="whitespace-nowrap">
          {seller.phone}
        </span>
      </p>
    </div>
  );
}

/** /devis/<token>: the quote as a page, its PDF, and what the client can still do with it. */
export function QuoteOfferView({
  quote,
  delivery,
  token,
  typed = null,
}: {
  quote: ClientQuoteView;
  /** The delays of the quote's order and the server's clock: the delivery date if paid now. */
  delivery: QuoteDelivery;
  token: string;
  /** What this visitor typed on the identity step before a reload (its cookie). */
  typed?: IdentityFormValues | null;
}) {
  const t = useT();
  const lang = useLang();
  const open = quote.state === 'sent' || quote.state === 'accepted';
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <header>
        <p className="eyebrow">{t('requestForm.quoteCrumb')}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">
            {t('quotePage.metaTitle', { reference: quote.reference })}
          </h1>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONES[quote.state]}`}
            data-testid="quote-state"
          >
            {t(STATE_LABELS[quote.state])}
          </span>
        </div>
        <p className="mt-3 text-lg leading-relaxed text-muted">
          {t('quotePage.hello', { name: quote.name })}
          {open ? ` ${t('quotePage.validSentence', { date: quote.validUntilText })}` : ''}
        </p>
        {open ? <QuoteSummary quote={quote} delivery={delivery} /> : null}
      </header>

      <div className="mt-6">
        <StateNotice quote={quote} token={token} />
      </div>

      <section aria-labelledby="detail-devis" className="card mt-6 overflow-hidden p-0" data-testid="quote-card">
        <div className="grid gap-5 border-b border-line bg-brand-soft/40 px-5 py-5 sm:grid-cols-2 sm:px-7">
          <QuoteSeller seller={quote.seller} />
          <dl className="space-y-2 text-sm sm:text-end">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('quotePage.client')}</dt>
              <dd className="font-medium text-ink [overflow-wrap:anywhere]">
                <bdi>{quote.name}</bdi>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('quotePage.validUntil')}</dt>
              <dd className="font-medium text-ink" data-testid="quote-valid-until">
                {quote.validUntilText}
              </dd>
            </div>
            {quote.hasDocument ? (
              <div>
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('quotePage.document')}</dt>
                <dd className="font-medium text-ink">{t('quotePage.documentReceived')}</dd>
              </div>
            ) : null}
          </dl>
        </div>

        <div className="px-5 py-6 sm:px-7">
          <h2 id="detail-devis" className="text-xl font-semibold">
            {t('quotePage.detail')}
          </h2>
          <ul className="mt-3 divide-y divide-line" data-testid="quote-lines">
            {quote.lines.map((l, i) => (
              <li key={i} className="flex items-start justify-between gap-4 py-3" data-testid="quote-line">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {/* A line she typed keeps its own direction: French on an Arabic page reads left to right. */}
                  <span
                    className="block text-ink"
                    lang={l.labelLang === lang ? undefined : (l.labelLang ?? '')}
                    dir="auto"
                  >
                    {l.label}
                  </span>
                  {l.quantity > 1 ? (
                    <span className="block text-sm text-muted">
                      {l.quantity} × {eurosIn(lang, l.unitCents)}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 font-medium text-ink tabular-nums">{eurosIn(lang, l.amountCents)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex items-baseline justify-between gap-4 border-t-2 border-ink/70 pt-3 text-lg font-semibold">
            <span>{t('customerArea.total')}</span>
            <span className="tabular-nums" data-testid="quote-total">
              {eurosIn(lang, quote.totalCents)}
            </span>
          </p>
          <p className="mt-1 text-end text-xs text-muted">
            {lang === 'fr' ? quote.seller.vatNote : t('orderForm.vatNote')}
          </p>
          {quote.note ? <QuoteNote note={quote.note} heading={t('quotePage.note')} lang={lang} /> : null}
          <a
            href={`/api/quotes/${token}/pdf`}
            download
            className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-brand"
            data-testid="quote-pdf"
          >
            <FileText className="h-4 w-4" aria-hidden="true" />
            {t('quotePage.pdf')}
          </a>
        </div>
        {open ? <QuoteActions quote={quote} token={token} typed={typed} /> : null}
      </section>
    </div>
  );
}

/** Her note on the quote, typed in either language. */
function QuoteNote({ note, heading, lang }: { note: string; heading: string; lang: Lang }) {
  return (
    <div className="mt-5 rounded-lg bg-surface-2 px-4 py-3 text-sm" data-testid="quote-note">
      <p className="font-semibold text-ink">{heading}</p>
      {/* Its first letter sets its direction (a French note on /ar/devis/…); its letters say its
          language (French only, Arabic only, or unknown when mixed), for screen readers. */}
      <p
        dir="auto"
        lang={freeTextLangAttr(note, lang)}
        className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]"
      >
        {note}
      </p>
    </div>
  );
}
