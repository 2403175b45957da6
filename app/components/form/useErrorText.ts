import { useCallback } from 'react';
import { wordMessage } from '../../../core/messages';
import { useLang, useT } from '../../lib/i18n';

/**
 * The one way a form shows a problem: a zod issue carries a message reference (an id and its
 * values, decision 040), worded here in the page's language; a text (an API's answer, already in
 * the page's language) is shown as it is. Nothing or an empty text gives nothing.
 */
export function useErrorText(): (message: string | null | undefined) => string | undefined {
  // Makes sure the page's catalogue is there (a client-side switch of language waits for it).
  useT();
  const lang = useLang();
  return useCallback((message) => (message ? wordMessage(lang, message) : undefined), [lang]);
}
