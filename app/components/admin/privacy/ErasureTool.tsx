import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '../../form/FormAlert';
import { adminRequest } from '../admin-api';
import { ErasurePlan, type Plan } from './erasure/ErasurePlan';
import { tr } from '../../../../core/messages';

/**
 * « Effacer les données de cette personne »: for someone who asks by e-mail or post (guests
 * included). The preview is the erasure itself rolled back on the server, so it shows exactly
 * what will go and what must stay, and why, before the confirmation.
 */
export function ErasureTool() {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<Plan | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function preview(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setDone(null);
    setPlan(null);
    const answer = await adminRequest<Plan>(
      'GET',
      `/api/admin/privacy/preview?email=${encodeURIComponent(email.trim())}`,
    );
    setPending(false);
    if (!answer.ok) return setError(answer.message ?? tr('adminPrivacy.previewFailed'));
    setPlan(answer.data);
  }

  async function erase() {
    if (!plan) return;
    setPending(true);
    setError(null);
    const answer = await adminRequest<{ message: string }>('POST', '/api/admin/privacy/erase', { email: plan.email });
    setPending(false);
    if (!answer.ok) return setError(answer.message ?? tr('adminPrivacy.eraseFailed'));
    setDone(answer.data.message);
    setPlan(null);
    setEmail('');
  }

  return (
    <div className="space-y-5">
      <form
        onSubmit={preview}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
        data-testid="erasure-form"
      >
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="field-label">
            {tr('adminPrivacy.emailLabel')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className="field-input"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
            required
            data-testid="erasure-email"
          />
        </div>
        <button
          type="submit"
          className="btn-secondary"
          disabled={!hydrated || pending || !email.trim()}
          data-testid="erasure-preview"
        >
          {pending && !plan ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Search className="h-4 w-4" aria-hidden="true" />
          )}
          {tr('adminPrivacy.preview')}
        </button>
      </form>
      <FormAlert tone="error" message={error} testId="erasure-error" />
      <FormAlert tone="success" message={done} testId="erasure-done" />
      {plan ? <ErasurePlan plan={plan} pending={pending} onErase={erase} /> : null}
    </div>
  );
}
