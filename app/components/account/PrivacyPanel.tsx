import { Download, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';
import { DeleteAccountDialog } from './privacy-panel/DeleteAccountDialog';

/**
 * « Vos données personnelles » in Espace Client: the archive of everything the account holds
 * (GET /api/account/export) and « Supprimer mon compte » (POST /api/account/delete, password asked),
 * which says before the click what goes and what the law makes the translator keep.
 */
export function PrivacyPanel({ canDelete }: { canDelete: boolean }) {
  const id = useId();
  const t = useT();
  const lang = useLang();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <section className="card mt-12 sm:p-7" aria-labelledby={`${id}-title`} data-testid="privacy-panel">
      <h2 id={`${id}-title`} className="flex items-center gap-2.5 text-xl font-semibold">
        <ShieldCheck className="h-5 w-5 text-success" aria-hidden="true" />
        {t('customerArea.privacyTitle')}
      </h2>
      <p className="mt-2 max-w-3xl leading-relaxed text-muted">
        {t('customerArea.privacyText')}{' '}
        <a href={localizedPath(lang, '/rgpd#durees-de-conservation')} className="text-brand underline">
          {t('requestForm.privacyLink')}
        </a>
        .
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {/* A plain link sends no x-site-lang: the page's language goes in the address (the README's). */}
        <a
          href={`/api/account/export?lang=${lang}`}
          download
          className="btn-secondary justify-center"
          data-testid="export-data"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('customerArea.exportData')}
        </a>
        {canDelete ? <DeleteAccountDialog id={id} hydrated={hydrated} /> : null}
      </div>
    </section>
  );
}
