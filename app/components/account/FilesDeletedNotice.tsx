import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';
import { formatDay } from './format';

/** In place of the document links of an order whose files the retention job (or an erasure) deleted. */
export function FilesDeletedNotice({ at }: { at: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <p className="rounded-xl bg-surface-2/70 px-4 py-3.5 text-sm text-muted" data-testid="files-deleted">
      {t('customerArea.filesDeleted', { date: formatDay(at, lang) })}{' '}
      <Link to={localizedPath(lang, '/rgpd#durees-de-conservation')} className="text-brand underline">
        {t('customerArea.retentionPolicy')}
      </Link>
      .
    </p>
  );
}
