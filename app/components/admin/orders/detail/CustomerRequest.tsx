import { MessageSquareText, MessagesSquare } from 'lucide-react';
import type { ComponentProps } from 'react';
import { tr } from '../../../../../core/messages';
import { FileList } from '../../../account/FileList';
import { FilesDeletedNotice } from '../../../account/FilesDeletedNotice';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../../../account/format';
import { Section } from '../DetailSection';

/** What the customer asked, sent and wrote, as the order page draws it. */
export interface CustomerRequestView {
  purpose: string | null;
  comment: string;
  fileClient: ComponentProps<typeof FileList>['files'];
  filesDeletedAt: string | null;
  messages: { id: string | number; authorEmail: string; createdAt: string; body: string }[];
}

/** « Demande du client » (démarche, comment, documents) and « Messages du client ». */
export function CustomerRequest({ order }: { order: CustomerRequestView }) {
  return (
    <>
      <Section
        id="request-title"
        title={tr('adminOrderDetail.sectionRequest')}
        icon={MessageSquareText}
        tone="text-accent"
      >
        <div data-testid="admin-order-request">
          <h3 className="text-sm font-semibold text-muted">{tr('adminOrderDetail.purpose')}</h3>
          <p className="mt-1 text-base text-ink" data-testid="summary-purpose">
            {order.purpose ?? tr('adminOrderDetail.purposeNone')}
          </p>
          <h3 className="mt-5 text-sm font-semibold text-muted">{tr('adminOrderDetail.comment')}</h3>
          <p
            className="mt-1 text-base whitespace-pre-line text-ink [overflow-wrap:anywhere]"
            data-testid="summary-comment"
          >
            {order.comment || tr('adminOrderDetail.commentNone')}
          </p>
          <h3 className="mt-5 text-sm font-semibold text-muted">{tr('adminOrderDetail.clientDocuments')}</h3>
          <div className="mt-2">
            {order.fileClient.length > 0 ? (
              <FileList files={order.fileClient} testId="admin-client-files" download />
            ) : order.filesDeletedAt ? (
              <FilesDeletedNotice at={order.filesDeletedAt} />
            ) : (
              <p className="text-sm text-muted">{tr('adminOrderDetail.clientDocumentsNone')}</p>
            )}
          </div>
        </div>
      </Section>

      <Section
        id="messages-title"
        title={tr('adminOrderDetail.sectionMessages')}
        icon={MessagesSquare}
        tone="text-accent"
      >
        {order.messages.length > 0 ? (
          <ol className="space-y-3" data-testid="admin-order-messages">
            {order.messages.map((m) => (
              <li key={m.id} className="rounded-xl border border-line bg-surface-2/50 px-4 py-3">
                <p className="text-xs text-muted">
                  {m.authorEmail} · {formatDayTime(m.createdAt, 'fr')}
                </p>
                <p dir="auto" className="mt-1.5 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                  {m.body}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{tr('adminOrderDetail.messagesNone')}</p>
        )}
      </Section>
    </>
  );
}
