import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminAnswer } from './admin-api';

/** What an admin page says after an action: the sentence, the server's words under it. */
export type ActionNotice = {
  tone: 'error' | 'success';
  message: string;
  detail?: string | null;
  link?: boolean;
} | null;

/**
 * The flow of the back office's row actions: the row is busy while the call
 * runs, a refusal says `failed` with the server's words, a success says what
 * `done` makes of the answer, then the page's data is read again.
 */
export function useAdminAction() {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<ActionNotice>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run<T>(
    busyKey: string | null,
    call: () => Promise<AdminAnswer<T>>,
    words: { failed: string; done: (data: T) => ActionNotice },
  ): Promise<boolean> {
    if (busyKey) setBusy(busyKey);
    setNotice(null);
    const answer = await call();
    if (busyKey) setBusy(null);
    if (!answer.ok) {
      setNotice({ tone: 'error', message: words.failed, detail: answer.message });
      return false;
    }
    setNotice(words.done(answer.data));
    await revalidator.revalidate();
    return true;
  }

  return { notice, setNotice, busy, run, revalidator };
}
