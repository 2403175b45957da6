/**
 * Messages in React: `useT()` reads the page's language (app/lib/page-lang.tsx) and looks ids
 * up with core/messages, the same lookup on the server rendering the page and in the browser
 * hydrating it (no i18next in the browser: decision 025).
 */
import { use, useCallback, useContext } from 'react';
import { hasCatalogue, t, type Lang, type MessageId, type MessageVars } from '../../core/messages';
import { loadCatalogue } from '../../core/messages/load';
import { PageLang } from './page-lang';

type Translate = <I extends MessageId>(id: I, ...vars: MessageVars<I>) => string;

/** `const t = useT(); t('order.notFound')`: typed ids and values, in the page's language. */
export function useT(): Translate {
  const lang = useContext(PageLang);
  // The browser holds the catalogue of the language the page was loaded in (decision 036). Should a
  // client-side navigation reach a page of the other language, it waits for that catalogue (the
  // current page stays up meanwhile) rather than render ids. On the server both are always there.
  if (!hasCatalogue(lang)) use(loadCatalogue(lang));
  return useCallback<Translate>((id, ...vars) => t(lang, id, ...vars), [lang]);
}

/** The page's language, for dates, amounts and links (`localizedPath(lang, '/orders')`). */
export function useLang(): Lang {
  return useContext(PageLang);
}
