import { FileSearch, Loader2, ShieldAlert, ShieldCheck, UploadCloud } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';

type Outcome = { kind: 'computing' } | { kind: 'match' | 'differs' | 'unreadable'; name: string } | null;

/** Hex SHA-256 of a file, computed by the browser (Web Crypto): the file is never sent anywhere. */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * « Vérifier un fichier » (decision 054): the visitor drops or picks the PDF they received; the
 * page compares its fingerprint with the delivered file's. Exactly equal or not: a scan, a print
 * or one changed byte differ.
 */
export function FileCheck({ sha256 }: { sha256: string }) {
  const t = useT();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [over, setOver] = useState(false);

  async function check(file: File | undefined) {
    if (!file) return;
    setOutcome({ kind: 'computing' });
    try {
      const hash = await sha256Of(file);
      setOutcome({ kind: hash === sha256 ? 'match' : 'differs', name: file.name });
    } catch {
      setOutcome({ kind: 'unreadable', name: file.name });
    }
  }

  return (
    <section className="card sm:p-8" aria-labelledby={`${id}-title`} data-testid="file-check">
      <h2 id={`${id}-title`} className="flex items-center gap-2.5 text-xl font-semibold">
        <FileSearch className="h-5 w-5 text-brand" aria-hidden="true" />
        {t('verification.fileTitle')}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">{t('verification.fileText')}</p>
      <label
        htmlFor={`${id}-file`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void check(e.dataTransfer.files[0]);
        }}
        className={`mt-5 flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors hover:border-brand hover:bg-brand-soft/40 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand ${
          over ? 'border-brand bg-brand-soft/40' : 'border-line bg-surface-2/40'
        }`}
        data-testid="file-drop"
      >
        <UploadCloud className="h-6 w-6 text-brand" aria-hidden="true" />
        <span className="text-sm font-semibold text-brand underline">{t('verification.filePick')}</span>
        <span className="text-xs text-muted">{t('verification.fileDrop')}</span>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(e) => void check(e.target.files?.[0])}
          data-testid="file-input"
        />
      </label>
      <div aria-live="polite" aria-atomic="true" className="mt-4">
        {outcome?.kind === 'computing' ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('verification.fileComputing')}
          </p>
        ) : outcome ? (
          <div
            role="status"
            data-testid="file-outcome"
            data-outcome={outcome.kind}
            className={`flex gap-3 rounded-xl border px-4 py-3.5 text-sm leading-relaxed ${
              outcome.kind === 'match' ? 'border-success/40 bg-success-soft' : 'border-danger/40 bg-danger-soft'
            }`}
          >
            {outcome.kind === 'match' ? (
              <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {outcome.kind === 'match'
                  ? t('verification.fileMatches')
                  : outcome.kind === 'differs'
                    ? t('verification.fileDiffers')
                    : t('verification.fileUnreadable')}
              </p>
              <p className="mt-1 text-muted [overflow-wrap:anywhere]">
                {t('verification.fileName', { name: outcome.name })}
              </p>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
