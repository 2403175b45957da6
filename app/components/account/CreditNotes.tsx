import { FileDown } from 'lucide-react';
import { useLang, useT } from '../../lib/i18n';
import { formatAmount, formatDay } from './format';
import { RemainingPaid } from './RemainingPaid';

/** A credit note (avoir) of the order: one per refund, its PDF stored when it was issued. */
export interface CreditNoteLinkView {
  number: string;
  issuedAt: string;
  /** What was refunded (positive). */
  amountCents: number;
  url: string;
}

/** « Télécharger l’avoir » for each refund of the order; nothing when there was none. */
export function CreditNotes({ notes, totalCents }: { notes: CreditNoteLinkView[]; totalCents: number }) {
  const t = useT();
  const lang = useLang();
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" data-testid="credit-notes">
      {notes.map((n) => (
        <li key={n.number} className="flex flex-col gap-2" data-testid="credit-note">
          <p className="text-sm text-muted">
            {t('customerArea.creditNote')}{' '}
            <span dir="ltr" className="font-mono font-medium text-ink">
              {n.number}
            </span>{' '}
            {t('customerArea.creditNoteOf', { date: formatDay(n.issuedAt, lang) })}{' '}
            <span className="font-medium text-ink tabular-nums">{formatAmount(n.amountCents, lang)}</span>{' '}
            {t('customerArea.refunded')}
          </p>
          <a
            href={n.url}
            download={`avoir-${n.number}.pdf`}
            className="btn-secondary min-h-11 justify-center"
            data-testid="credit-note-download"
          >
            <FileDown className="h-4 w-4" aria-hidden="true" />
            {t('customerArea.downloadCreditNote', { number: n.number })}
          </a>
        </li>
      ))}
      <li className="border-t border-line pt-3 text-sm font-medium text-ink">
        <RemainingPaid totalCents={totalCents} refundedCents={notes.reduce((sum, n) => sum + n.amountCents, 0)} />
      </li>
    </ul>
  );
}
