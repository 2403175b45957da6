import { FileImage, FileText } from 'lucide-react';
import type { Lang } from '../../../../core/messages';
import { documentsIn, pagesIn } from '../../../../core/counted';
import { eurosIn } from '../../../../core/order-text';
import { Detail } from '../ConfirmationParts';
import type { ConfirmationSummary } from '../summary';

type Words = Record<
  | 'amount'
  | 'attachedDocuments'
  | 'checkAddress'
  | 'checkAddressHint'
  | 'delivery'
  | 'documentsLabel'
  | 'legalization'
  | 'pagesLabel'
  | 'subtitle'
  | 'total'
  | 'totalPaid'
  | 'vatNote'
  | 'yourComment',
  string
>;

/** What was ordered and paid: counts and options, address, documents, comment, price lines and total. */
export function OrderSummary({ summary, text, lang }: { summary: ConfirmationSummary; text: Words; lang: Lang }) {
  return (
    <>
      <p className="mt-1 text-sm text-muted">{text.subtitle}</p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Detail term={text.pagesLabel} value={pagesIn(lang, summary.numberOfPages)} />
        <Detail term={text.documentsLabel} value={documentsIn(lang, summary.numberOfDocuments)} />
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
          <p dir="auto" className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink">
            {summary.comment}
          </p>
        </>
      ) : null}

      <h3 className="mt-7 text-base font-semibold">{text.amount}</h3>
      {summary.lines.length > 0 ? (
        <dl className="mt-3 space-y-2 text-sm">
          {summary.lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted" lang={line.lang} dir={line.lang === undefined ? undefined : 'auto'}>
                {line.label}
              </dt>
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
