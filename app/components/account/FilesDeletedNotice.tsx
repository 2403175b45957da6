import { Link } from 'react-router';
import { formatDay } from './format';

/** In place of the document links of an order whose files the retention job (or an erasure) deleted. */
export function FilesDeletedNotice({ at }: { at: string }) {
  return (
    <p className="rounded-xl bg-surface-2/70 px-4 py-3.5 text-sm text-muted" data-testid="files-deleted">
      Documents supprimés le {formatDay(at)} conformément à notre{' '}
      <Link to="/rgpd#durees-de-conservation" className="text-brand underline">
        politique de conservation
      </Link>
      .
    </p>
  );
}
