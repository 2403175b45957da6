import { Info, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { tr } from '../../../core/messages';
import { adminRequest } from './admin-api';

interface MailStatus {
  delivery: 'smtp' | 'file';
  from: string;
  businessEmail: string;
}

const MARK = '\u0000';
/** The banner's two pieces of code, put in as markers and drawn as <code> by `withCode`. */
const CODE_MARKS = { eml: `${MARK}.eml${MARK}`, smtpUrl: `${MARK}SMTP_URL${MARK}` };
const withCode = (text: string) =>
  text.split(MARK).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));

/**
 * How e-mails leave the site. Without SMTP_URL nothing reaches anyone: the
 * translator must know that « Envoyé » then means « written locally ». The
 * page loaders do not see the mail settings, so this asks the API once.
 */
export function MailDeliveryBanner() {
  const [status, setStatus] = useState<MailStatus | null>(null);
  useEffect(() => {
    let live = true;
    adminRequest<MailStatus>('GET', '/api/admin/mail-status').then((answer) => {
      if (live && answer.ok) setStatus(answer.data);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!status) return null;
  if (status.delivery === 'smtp') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="mail-delivery-smtp">
        <Send className="h-4 w-4 shrink-0" aria-hidden="true" />
        {tr('adminOutbox.deliverySmtp', { from: status.from })}
      </p>
    );
  }
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3.5 text-sm leading-relaxed"
      data-testid="mail-delivery-local"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <p className="font-semibold">{tr('adminOutbox.deliveryLocal')}</p>
        <p className="mt-1 text-muted">{withCode(tr('adminOutbox.deliveryLocalDetail', CODE_MARKS))}</p>
      </div>
    </div>
  );
}
