import { FileCheck2, FolderOpen } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useT } from '../../../lib/i18n';
import { FileList } from '../FileList';
import { FilesDeletedNotice } from '../FilesDeletedNotice';

type Files = ComponentProps<typeof FileList>['files'];

/** « Vos traductions » (or when they come) and « Vos documents », or the date the files were deleted. */
export function OrderFiles({
  translated,
  sent,
  filesDeletedAt,
}: {
  translated: Files;
  sent: Files;
  filesDeletedAt: string | null;
}) {
  const t = useT();
  return (
    <>
      <section className="card sm:p-8" aria-labelledby="translations-title">
        <h2 id="translations-title" className="flex items-center gap-2.5 text-xl font-semibold">
          <FileCheck2 className="h-5 w-5 text-success" aria-hidden="true" />
          {t('customerArea.yourTranslations')}
        </h2>
        <div className="mt-4">
          {translated.length > 0 ? (
            <FileList files={translated} testId="translated-files" />
          ) : filesDeletedAt ? (
            <FilesDeletedNotice at={filesDeletedAt} />
          ) : (
            <p className="rounded-xl bg-surface-2/70 px-4 py-3.5 text-muted" data-testid="translation-pending">
              {t('customerArea.translationSoon')}
            </p>
          )}
        </div>
      </section>

      <section className="card sm:p-8" aria-labelledby="files-title">
        <h2 id="files-title" className="flex items-center gap-2.5 text-xl font-semibold">
          <FolderOpen className="h-5 w-5 text-brand" aria-hidden="true" />
          {t('customerArea.yourDocuments')}
        </h2>
        <div className="mt-4">
          {sent.length > 0 ? (
            <FileList files={sent} testId="client-files" download />
          ) : filesDeletedAt ? (
            <FilesDeletedNotice at={filesDeletedAt} />
          ) : (
            <p className="text-muted">{t('customerArea.noDocuments')}</p>
          )}
        </div>
      </section>
    </>
  );
}
