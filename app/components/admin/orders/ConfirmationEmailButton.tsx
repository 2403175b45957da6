import { Check, Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { tr } from '../../../../core/messages';
import { adminRequest } from '../admin-api';
import { Notice } from './Notice';

type Phase = 'idle' | 'sending' | 'sent';

function confirmationMessage(orderId: string) {
  return {
    subject: tr('adminOrderDetail.emailSubject', { id: orderId }),
    text: tr('adminOrderDetail.emailText', { id: orderId }),
  };
}

/**
 * « Envoyer l’email de confirmation » (spec 4: idle, sending, sent then
 * disabled). The server turns the translations into personal download links
 * that expire; it refuses any address but the order's customer.
 */
export function ConfirmationEmailButton({
  orderId,
  clientEmail,
  fileUrls,
  linkDays,
}: {
  orderId: string;
  clientEmail: string;
  fileUrls: string[];
  /** How long the links work (the server's setting). */
  linkDays: number;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const nothingToSend = fileUrls.length === 0;

  async function send() {
    setPhase('sending');
    setError(null);
    const answer = await adminRequest<{ message: string }>('POST', '/api/admin/send-email', {
      clientEmail,
      ...confirmationMessage(orderId),
      fileAdmin: fileUrls,
      orderId,
    });
    if (!answer.ok) {
      setPhase('idle');
      setError(
        answer.status === 0 ? tr('adminEmail.sendFailed') : (answer.message ?? tr('adminEmail.sendFailedUnknown')),
      );
      return;
    }
    setPhase('sent');
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        className={phase === 'sent' ? 'btn-secondary w-full sm:w-auto' : 'btn-primary w-full sm:w-auto'}
        onClick={send}
        disabled={phase !== 'idle' || nothingToSend}
        aria-describedby="confirmation-email-hint"
        data-testid="confirmation-email"
      >
        {phase === 'sending' ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : phase === 'sent' ? (
          <Check className="h-4 w-4 text-success" aria-hidden="true" />
        ) : (
          <Send className="h-4 w-4" aria-hidden="true" />
        )}
        {phase === 'sending'
          ? tr('adminOrderDetail.emailSending')
          : phase === 'sent'
            ? tr('adminOrderDetail.emailSent')
            : tr('adminOrderDetail.emailIdle')}
      </button>
      <p id="confirmation-email-hint" className="text-xs text-muted">
        {nothingToSend
          ? tr('adminOrderDetail.emailNothing')
          : tr('adminOrderDetail.emailHint', { email: clientEmail, days: tr('counts.days', { count: linkDays }) })}
      </p>
      <Notice value={error ? { tone: 'error', message: error } : null} testId="confirmation-email" />
      <p className="sr-only" aria-live="polite">
        {phase === 'sent' ? tr('adminOrderDetail.emailSent') : ''}
      </p>
    </div>
  );
}
