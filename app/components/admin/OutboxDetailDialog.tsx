import { Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../form/FormAlert';
import { adminRequest } from './admin-api';
import { Badge } from './Badge';
import { formatDateTime } from './format';
import { MAIL_STATUS_TONES, mailKindLabel, mailStatusLabel } from './mail-labels';
import { tr } from '../../../core/messages';
import { Modal, ModalClose } from './Modal';
import type { OutboxRowView } from './types';

export interface OutboxDetail extends OutboxRowView {
  replyTo: string | null;
  messageId: string;
  text: string;
  html: string;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; mail: OutboxDetail };

/**
 * One message of the outbox in full. The HTML body is shown only inside an
 * iframe with an empty sandbox (no script, no form, no navigation, an opaque
 * origin): a message is content from elsewhere and never joins this page.
 */
export function OutboxDetailDialog({
  id,
  onClose,
  onRetry,
}: {
  id: string | null;
  onClose: () => void;
  /** « Renvoyer »: resolves once the page has reported the outcome. */
  onRetry: (id: string) => Promise<boolean>;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [view, setView] = useState<'html' | 'text'>('html');
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    setLoad({ state: 'loading' });
    setView('html');
    adminRequest<OutboxDetail>('GET', `/api/admin/outbox/${id}`).then((answer) => {
      if (!live) return;
      setLoad(
        answer.ok
          ? { state: 'ready', mail: answer.data }
          : { state: 'error', message: answer.message ?? tr('adminOutbox.detailLoadError') },
      );
    });
    return () => {
      live = false;
    };
  }, [id]);

  const mail = load.state === 'ready' ? load.mail : null;

  async function retry() {
    if (!mail) return;
    setRetrying(true);
    const ok = await onRetry(mail.id);
    setRetrying(false);
    if (ok) onClose();
  }

  return (
    <Modal
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      title={mail?.subject ?? tr('adminOutbox.detailTitle')}
      description={
        mail ? (
          <>{tr('adminOutbox.detailTo', { to: mail.to, kind: mailKindLabel(mail.kind) })}</>
        ) : (
          tr('adminOutbox.detailLoading')
        )
      }
      testId="outbox-detail"
      footer={
        <>
          <ModalClose>{tr('adminShared.close')}</ModalClose>
          {mail?.status === 'failed' ? (
            <button
              type="button"
              className="btn-primary"
              onClick={retry}
              disabled={retrying}
              data-testid="detail-retry"
            >
              {retrying ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
              )}
              {tr('adminOutbox.retry')}
            </button>
          ) : null}
        </>
      }
    >
      {load.state === 'loading' ? (
        <p className="flex items-center gap-2 py-10 text-muted" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {tr('adminShared.loading')}
        </p>
      ) : load.state === 'error' ? (
        <FormAlert tone="error" message={load.message} />
      ) : (
        <MailView mail={load.mail} view={view} onView={setView} />
      )}
    </Modal>
  );
}

function MailView({
  mail,
  view,
  onView,
}: {
  mail: OutboxDetail;
  view: 'html' | 'text';
  onView: (v: 'html' | 'text') => void;
}) {
  const facts: [string, React.ReactNode][] = [
    [tr('adminOutbox.status'), <Badge tone={MAIL_STATUS_TONES[mail.status]}>{mailStatusLabel(mail.status)}</Badge>],
    [tr('adminOutbox.replyTo'), mail.replyTo ?? '—'],
    [tr('adminOutbox.created'), formatDateTime(mail.createdAt)],
    [tr('adminOutbox.attemptsTitle'), mail.attempts],
  ];
  if (mail.status === 'sent' && mail.sentAt)
    facts.splice(3, 0, [tr('adminOutbox.sentAt'), formatDateTime(mail.sentAt)]);
  if (mail.status === 'queued' && mail.attempts > 0)
    facts.push([tr('adminOutbox.nextAttemptAt'), formatDateTime(mail.nextAttemptAt)]);
  return (
    <div className="space-y-5 pb-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 border-b border-line/60 py-1.5 sm:justify-start"
          >
            <dt className="shrink-0 text-muted sm:w-32">{label}</dt>
            <dd className="min-w-0 text-right [overflow-wrap:anywhere] sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
      {mail.lastError ? (
        <div className="rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm">
          <p className="font-medium">{tr('adminOutbox.lastError')}</p>
          <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]">{mail.lastError}</p>
        </div>
      ) : null}
      <p className="text-xs text-muted [overflow-wrap:anywhere]">
        {tr('adminOutbox.messageId', { id: mail.messageId })}
      </p>

      <div>
        <div
          role="group"
          aria-label={tr('adminOutbox.viewGroup')}
          className="mb-3 inline-flex rounded-lg border border-line bg-surface-2 p-1"
        >
          {(
            [
              ['html', tr('adminOutbox.viewHtml')],
              ['text', tr('adminOutbox.viewText')],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              aria-pressed={view === key}
              onClick={() => onView(key)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === key ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
            >
              {label}
            </button>
          ))}
        </div>
        {view === 'html' ? (
          <iframe
            title={tr('adminOutbox.previewTitle', { subject: mail.subject })}
            sandbox=""
            srcDoc={mail.html}
            referrerPolicy="no-referrer"
            className="h-[55dvh] w-full rounded-xl border border-line bg-white"
            data-testid="outbox-html"
          />
        ) : (
          <pre
            dir="auto"
            className="max-h-[55dvh] overflow-auto rounded-xl border border-line bg-surface-2 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]"
            data-testid="outbox-text"
          >
            {mail.text}
          </pre>
        )}
      </div>
    </div>
  );
}
