import { X } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '../../../../core/messages/pages';
import { useLang, useT } from '../../../lib/i18n';
import { replyTimeText } from '../widget-text';

/**
 * The panel's title bar: open, the usual reply time; closed (or its hours unknown), the reason
 * and the contact form instead.
 */
export function ChatHeader({
  titleId,
  closed,
  isOpen,
  hint,
  replyMinutes,
  onClose,
}: {
  titleId: string;
  closed: boolean;
  isOpen: boolean;
  hint: string | null | undefined;
  replyMinutes: Parameters<typeof replyTimeText>[0];
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <header className="flex items-start justify-between gap-3 bg-brand px-4 py-3.5 text-on-brand">
      <div>
        <h2 id={titleId} className="font-sans text-base font-semibold text-on-brand" data-testid="chat-title">
          {closed ? t('chatWidget.closed') : t('chatWidget.titleOpen')}
        </h2>
        <p className="text-xs opacity-90" data-testid="chat-subtitle">
          {isOpen ? (
            <>
              {t('chatWidget.subtitle')}
              <span className="block" data-testid="chat-reply-time">
                {replyTimeText(replyMinutes, lang)}
              </span>
            </>
          ) : (
            <>
              {hint ? `${hint} · ` : ''}
              <Link
                to={localizedPath(lang, '/contact')}
                className="font-semibold text-on-brand underline"
                onClick={onClose}
              >
                {t('chatWidget.contactForm')}
              </Link>
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-me-1 rounded-lg p-1.5 text-on-brand hover:bg-on-brand/15"
        aria-label={t('chatWidget.close')}
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </header>
  );
}
