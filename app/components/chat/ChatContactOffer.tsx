import { Loader2, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';

/**
 * After a guest's first message: an address to receive the reply if they leave
 * the site. Offered, never required; « Non merci » is remembered; once given,
 * a line says where replies go, with a way to take the address back.
 */
export function ChatContactOffer({
  email,
  verified,
  offer,
  onSave,
  onDecline,
}: {
  email: string | null;
  /** Confirmed from its mailbox: until then no reply goes there (issue 29). */
  verified: boolean;
  offer: boolean;
  onSave: (email: string | null) => Promise<string | null>;
  onDecline: () => void;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (value: string | null) => {
    setPending(true);
    setError(null);
    const failure = await onSave(value);
    setPending(false);
    if (failure) setError(failure);
    else setDraft('');
  };

  if (email) {
    return (
      <p className="border-t border-line bg-surface px-4 py-2 text-xs text-muted" data-testid="chat-contact-saved">
        <Mail className="me-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />
        {t('chatWidget.savedTo')} <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{email}</strong>.{' '}
        <button
          type="button"
          className="font-semibold text-brand underline"
          disabled={pending}
          onClick={() => void save(null)}
        >
          {t('chatWidget.remove')}
        </button>
        {verified ? null : (
          <span className="mt-1 block text-ink" data-testid="chat-contact-unverified">
            {t('chatWidget.unverified')}
          </span>
        )}
      </p>
    );
  }
  if (!offer) return null;
  return (
    <form
      className="border-t border-line bg-brand-soft/50 px-4 py-3"
      aria-labelledby={`${id}-titre`}
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) void save(draft);
      }}
      data-testid="chat-contact-offer"
    >
      <p id={`${id}-titre`} className="text-xs leading-relaxed text-ink">
        {t('chatWidget.offer')}
      </p>
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('chatWidget.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          // Typed left to right (« ali@ », not « @ali »); empty, its example reads in the page's direction.
          dir="auto"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('chatWidget.emailPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erreur` : undefined}
          className="field-input min-h-10 flex-1 py-2 text-sm rtl:placeholder-shown:[direction:rtl]"
          data-testid="chat-contact-input"
        />
        <button
          type="submit"
          className="btn-primary min-h-10 shrink-0 px-3 py-2 text-sm"
          disabled={pending || !draft.trim()}
        >
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('chatWidget.save')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-erreur`} role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      ) : null}
      <button type="button" className="mt-1.5 text-xs text-muted underline hover:text-ink" onClick={onDecline}>
        {t('chatWidget.noThanks')}
      </button>
    </form>
  );
}
