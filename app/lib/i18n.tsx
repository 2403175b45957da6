/**
 * Messages in React: `useT()` reads the page's language (app/lib/page-lang.tsx) and looks ids
 * up with core/messages, the same lookup on the server rendering the page and in the browser
 * hydrating it (no i18next in the browser: decision 025).
 */
import { useCallback, useContext } from 'react';
import { t, type Lang, type MessageId, type MessageVars } from '../../core/messages';
import { PageLang } from './page-lang';

type Translate = <I extends MessageId>(id: I, ...vars: MessageVars<I>) => string;

/** `const t = useT(); t('order.notFound')`: typed ids and values, in the page's language. */
export function useT(): Translate {
  const lang = useContext(PageLang);
  return useCallback<Translate>((id, ...vars) => t(lang, id, ...vars), [lang]);
}

/** The page's language, for dates, amounts and links (`localizedPath(lang, '/orders')`). */
export function useLang(): Lang {
  return useContext(PageLang);
}
