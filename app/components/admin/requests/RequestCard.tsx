import { Check, FileText, Mail, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { tr } from '../../../../core/messages';
import { LANGUAGE_NAMES_IN_FRENCH } from '../../../../core/messages/languages';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../../account/format';
import { adminRequest } from '../admin-api';
import { Badge } from '../Badge';
import { QuotePanel } from './QuotePanel';
import type { QuoteCatalogue, RequestItem } from './types';

const UPDATE_URL = {
  quote: (id: string) => `/api/admin/quotes/${id}`,
  contact: (id: string) => `/api/admin/inbox/contact/${id}`,
  support: (id: string) => `/api/admin/inbox/support/${id}`,
};

/** A reply opens the translator's own mail client, addressed and titled. */
function replyHref(item: RequestItem): string {
  const subject =
    item.kind === 'quote'
      ? tr('adminRequest.quoteReplySubject', { id: item.id })
      : tr('adminRequest.replySubject', { subject: item.subject });
  return `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(subject)}`;
}

export function RequestCard({ item, catalogue }: { item: RequestItem; catalogue: QuoteCatalogue | null }) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setPending(true);
    setError(null);
    const answer = await adminRequest('PATCH', UPDATE_URL[item.kind](item.id), { handled: !item.handled });
    setPending(false);
    if (!answer.ok) {
      setError(answer.message ?? tr('adminRequest.updateFailed'));
      return;
    }
    await revalidator.revalidate();
  };
  // A quote already sent (or answered) is not « À traiter »: its state says where it stands (issue 30).
  const offer = item.quote?.offer;
  const offerState = offer && offer.state !== 'draft' ? offer.stateLabel : null;
  return (
    <li className="card" data-testid="request-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 dir="auto" className="text-lg font-semibold [overflow-wrap:anywhere]">
              {item.subject}
            </h2>
            <Badge tone={item.handled ? 'success' : offerState ? 'brand' : 'accent'}>
              {item.handled
                ? tr('adminRequest.handled')
                : offerState
                  ? tr('adminRequest.quoteState', { state: offerState.toLowerCase() })
                  : tr('adminRequest.toHandle')}
            </Badge>
            {/* The language of the page it came from (issue 17): the answer goes out in it. */}
            <span data-testid="request-lang">
              <Badge tone={item.lang === 'fr' ? 'neutral' : 'brand'}>
                {tr('adminOrder.language', { language: LANGUAGE_NAMES_IN_FRENCH[item.lang] })}
              </Badge>
            </span>
          </div>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
            {item.name ? (
              <>
                <bdi>{item.name}</bdi> ·{' '}
              </>
            ) : (
              ''
            )}
            {item.email} · {formatDayTime(item.createdAt, 'fr')}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <a href={replyHref(item)} className="btn-secondary px-3.5 py-2">
            <Mail className="h-4 w-4" aria-hidden="true" />
            {tr('adminRequest.reply')}
          </a>
          <button
            type="button"
            onClick={toggle}
            disabled={pending}
            className={`${item.handled ? 'btn-ghost' : 'btn-primary'} px-3.5 py-2`}
            data-testid="toggle-handled"
          >
            {item.handled ? (
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Check className="h-4 w-4" aria-hidden="true" />
            )}
            {item.handled ? tr('adminRequest.reopen') : tr('adminRequest.markHandled')}
          </button>
        </div>
      </div>
      {item.details.length > 0 || item.orderReference ? (
        <ul className="mt-4 flex flex-wrap gap-2 text-sm">
          {item.details.map((d) => (
            <li key={d} className="rounded-full bg-surface-2 px-3 py-1 text-ink">
              {d}
            </li>
          ))}
          {item.orderReference ? (
            <li>
              <Link
                to={`/admin/order-admin-details/${item.orderReference}`}
                className="rounded-full bg-brand-soft px-3 py-1 font-mono text-brand no-underline"
              >
                {item.orderReference}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {item.message ? (
        <p dir="auto" className="mt-4 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
          {item.message}
        </p>
      ) : null}
      {item.file ? (
        <a
          href={item.file.url}
          target="_blank"
          rel="noopener"
          className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-brand"
        >
          <FileText className="h-4 w-4" aria-hidden="true" />
          {item.file.name}
          <span className="sr-only">{tr('customerArea.newTabNote')}</span>
        </a>
      ) : null}
      {item.quote && catalogue ? <QuotePanel item={item} quote={item.quote} catalogue={catalogue} /> : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
