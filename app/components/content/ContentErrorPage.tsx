import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../lib/i18n';
import { useShell } from '../../lib/shell-text';
import { StatusPage } from '../StatusPage';

/**
 * The error page of a question's or an article's route, in the address's language (decision
 * 034): an unknown /ar/faq/… or /ar/blog/… answers in Arabic, with links to Arabic pages.
 */
export function ContentErrorPage({ kind }: { kind: 'faq' | 'article' }) {
  const t = useT();
  const shell = useShell();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const words =
    kind === 'faq'
      ? { missing: t('faq.notFound'), missingText: t('faqPage.notFoundText'), failed: t('faq.loadError') }
      : { missing: t('article.notFound'), missingText: t('blogPage.notFoundText'), failed: t('article.loadError') };
  return (
    <StatusPage
      code={notFound ? shell.notFoundCode : shell.errorCode}
      title={notFound ? words.missing : words.failed}
      text={notFound ? words.missingText : t('customerArea.errorRetry')}
    />
  );
}
