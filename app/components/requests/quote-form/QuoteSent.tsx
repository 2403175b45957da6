import { useT } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { SuccessPanel } from '../SuccessPanel';

/** The quote request was received: its reference, the address the answer goes to, and « another one ». */
export function QuoteSent({ sent, onAgain }: { sent: { reference: string; email: string }; onAgain: () => void }) {
  const t = useT();
  return (
    <SuccessPanel title={t('request.quoteSent')} againLabel={t('requestForm.quoteAgain')} onAgain={onAgain}>
      <p data-testid="quote-follow-up">{t('request.quoteFollowUp')}</p>
      <p>
        {richText(
          {
            reference: (
              <strong className="font-semibold text-ink" data-testid="quote-reference">
                {sent.reference}
              </strong>
            ),
            email: <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sent.email}</strong>,
          },
          (m) => t('requestForm.quoteSentText', m),
        )}
      </p>
    </SuccessPanel>
  );
}
