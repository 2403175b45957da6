import { ExternalLink, FileImage, FileText } from 'lucide-react';
import { BUSINESS } from '../../../../core/business';
import type { CartFile } from '../../../lib/cart';
import { useT } from '../../../lib/i18n';
import type { CartView } from '../types';

function CartFileRow({
  file,
  expired,
  words,
}: {
  file: CartFile;
  expired: boolean;
  words: { expired: string; newTab: string };
}) {
  const Icon = /\.(png|jpe?g)$/i.test(file.name) ? FileImage : FileText;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line px-3.5 py-3" data-testid="cart-file">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-brand">
        <Icon className="h-4.5 w-4.5" aria-hidden="true" />
      </span>
      {expired ? (
        <span className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-muted">
          <bdi className="truncate line-through">{file.name}</bdi>
          <span className="shrink-0 rounded-full bg-danger-soft px-2 py-0.5 text-xs text-danger">{words.expired}</span>
        </span>
      ) : file.url ? (
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-w-0 flex-1 items-center gap-1.5 text-sm font-medium text-brand underline"
        >
          <bdi className="truncate">{file.name}</bdi>
          <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{words.newTab}</span>
        </a>
      ) : (
        <bdi className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{file.name}</bdi>
      )}
    </li>
  );
}

/** The documents sent with the order (those the server no longer holds struck through), or how to send them. */
export function CartFilesCard({
  files,
  expiredFileIds,
}: {
  files: CartFile[];
  expiredFileIds: CartView['expiredFileIds'];
}) {
  const t = useT();
  return (
    <section aria-labelledby="fichiers-titre" className="card sm:p-7">
      <h2 id="fichiers-titre" className="flex items-center gap-2.5 text-lg font-semibold">
        <FileText className="h-5 w-5 text-brand" aria-hidden="true" />
        {t('orderForm.attachedDocuments')}
      </h2>
      {expiredFileIds.length > 0 ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-danger-soft px-3.5 py-2.5 text-sm text-danger"
          data-testid="expired-files"
        >
          {t('orderForm.expiredFiles')}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="mt-4 space-y-2.5" data-testid="cart-files">
          {files.map((f) => (
            <CartFileRow
              key={f.id}
              file={f}
              expired={expiredFileIds.includes(f.id)}
              words={{ expired: t('orderForm.expired'), newTab: t('orderForm.newTab') }}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {t('orderForm.noDocumentsBefore')}{' '}
          <a href={`mailto:${BUSINESS.email}`} className="text-brand underline">
            {BUSINESS.email}
          </a>{' '}
          {t('orderForm.noDocumentsAfter')}
        </p>
      )}
    </section>
  );
}
