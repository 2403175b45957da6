import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useLang, useT } from '../../../lib/i18n';
import { FormAlert } from '../../form/FormAlert';
import { formatDayTime } from '../format';
import { MessageDialog } from '../MessageDialog';

/** The order's messages, and the dialog that writes one to the translator. */
export function OrderMessages({
  reference,
  senderEmail,
  messages,
}: {
  reference: string;
  senderEmail: string;
  messages: { id: string | number; authorEmail: string; createdAt: string; body: string }[];
}) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section className="card sm:p-8" aria-labelledby="messages-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="messages-title" className="flex items-center gap-2.5 text-xl font-semibold">
          <MessagesSquare className="h-5 w-5 text-accent" aria-hidden="true" />
          {t('customerArea.yourMessages')}
        </h2>
        <MessageDialog
          orderId={reference}
          senderEmail={senderEmail}
          onSent={(message) => {
            setSent(message);
            void revalidator.revalidate();
          }}
        />
      </div>
      <div className="mt-4 space-y-4">
        <FormAlert tone="success" message={sent} testId="message-sent" />
        {messages.length > 0 ? (
          <ol className="space-y-3" data-testid="messages">
            {messages.map((m) => (
              <li key={m.id} className="rounded-xl border border-line bg-surface-2/50 px-4 py-3">
                <p className="text-xs text-muted">
                  <bdi>{m.authorEmail}</bdi> · {formatDayTime(m.createdAt, lang)}
                </p>
                <p dir="auto" className="mt-1.5 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                  {m.body}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">{t('customerArea.messagesEmpty')}</p>
        )}
      </div>
    </section>
  );
}
