import { Info, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { tr } from '../../../core/messages';
import { adminRequest } from './admin-api';

interface MailStatus {
  delivery: 'smtp' | 'file';
  from: string;
  businessEmail: string;
}

/**
 * How e-mails leave the site. Without a mail server (SMTP_URL) nothing reaches anyone: the
 * translator must know that « Envoyé » then means « written locally ». Said in words, never with
 * the setting's name or the files' type (issue 30): she is not the one who sets it. The page
 * loaders do not see the mail settings, so this asks the API once.
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
        <p className="mt-1 text-muted">{tr('adminOutbox.deliveryLocalDetail')}</p>
      </div>
    </div>
  );
}
