import { FileImage, FileText, Loader2, UploadCloud } from 'lucide-react';
import { useId, useRef, useState } from 'react';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatSize } from '../../account/format';
import { inputClass } from '../../form/Field';
import { ACCEPT, checkSelection } from '../../form/file-rules';
import { Notice, type NoticeValue } from './Notice';
import { ORDER_PAGE_TEXTS as TEXTS } from './texts';
import { unstampedText } from './TranslatedFiles';
import { sendTranslations } from './upload-translations';

type Phase = 'idle' | 'uploading' | 'done' | 'error';

/**
 * The upload form of the order page (spec 2 and 4: idle, uploading with a
 * progress bar, success or error). Several files go in one request, all or
 * nothing, with the customer uploads' rules (checked again by the server).
 */
export function TranslationUpload({
  orderId,
  onUploaded,
}: {
  orderId: string;
  onUploaded: () => Promise<void> | void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-aide`;
  const progressId = `${inputId}-progression`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [notice, setNotice] = useState<NoticeValue>(null);
  const [documentType, setDocumentType] = useState('');
  const [languages, setLanguages] = useState<'ar-fr' | 'fr-ar'>('ar-fr');

  function choose(list: FileList | null) {
    const picked = Array.from(list ?? []);
    const { accepted, error } = checkSelection(picked);
    setFiles(accepted);
    setPhase('idle');
    setNotice(error ? { tone: 'error', message: error } : null);
    // A refused selection leaves nothing chosen, in the input too.
    if (accepted.length !== picked.length && inputRef.current) inputRef.current.value = '';
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      setNotice({ tone: 'error', message: TEXTS.noFileSelected });
      inputRef.current?.focus();
      return;
    }
    setPhase('uploading');
    setProgress(0);
    setNotice(null);
    const answer = await sendTranslations(orderId, files, { documentType, languages }, setProgress);
    if (!answer.ok) {
      setPhase('error');
      setNotice(
        answer.status === 0 || !answer.message
          ? { tone: 'error', message: TEXTS.uploadUnknown }
          : { tone: 'error', message: TEXTS.uploadFailed, detail: answer.message },
      );
      return;
    }
    setPhase('done');
    setFiles([]);
    if (inputRef.current) inputRef.current.value = '';
    const unstamped = answer.unstamped.map((u) => `${u.name} : ${unstampedText(u.reason)}`).join(' ');
    const next = answer.statusChanged
      ? `La commande passe à « Traduction disponible ». Prévenez le client avec « ${TEXTS.emailIdle} » : un seul e-mail, avec les liens de ses traductions.`
      : '';
    setNotice({
      tone: 'success',
      message: TEXTS.uploaded,
      detail: [unstamped, next].filter(Boolean).join(' ') || null,
    });
    await onUploaded();
  }

  const uploading = phase === 'uploading';
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="translation-upload" aria-busy={uploading}>
      <div>
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line bg-surface-2/40 px-4 py-6 text-center transition-colors hover:border-brand hover:bg-brand-soft/40 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand"
        >
          <UploadCloud className="h-6 w-6 text-brand" aria-hidden="true" />
          <span className="text-sm font-semibold text-brand underline">
            Choisir les fichiers<span className="sr-only"> traduits</span>
          </span>
          <span id={hintId} className="text-xs text-muted">
            PDF, PNG ou JPG, 20 Mo maximum par fichier, 10 fichiers par envoi. Chiffrés dès leur réception.
          </span>
          <input
            ref={inputRef}
            id={inputId}
            name="fileAdmin"
            type="file"
            multiple
            accept={ACCEPT}
            disabled={uploading}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(e) => choose(e.target.files)}
            data-testid="translation-input"
          />
        </label>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${inputId}-type`} className="field-label">
            Type de document
          </label>
          <input
            id={`${inputId}-type`}
            className={inputClass(null)}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value)}
            maxLength={120}
            placeholder="Ex. : Acte de naissance"
            aria-describedby={`${inputId}-type-aide`}
            disabled={uploading}
            data-testid="translation-document-type"
          />
          <p id={`${inputId}-type-aide`} className="mt-1.5 text-xs text-muted">
            Affiché sur la page de vérification, sans le nom du client.
          </p>
        </div>
        <div>
          <label htmlFor={`${inputId}-langues`} className="field-label">
            Langues
          </label>
          <select
            id={`${inputId}-langues`}
            className={inputClass(null)}
            value={languages}
            onChange={(e) => setLanguages(e.target.value === 'fr-ar' ? 'fr-ar' : 'ar-fr')}
            disabled={uploading}
            data-testid="translation-languages"
          >
            <option value="ar-fr">De l’arabe vers le français</option>
            <option value="fr-ar">Du français vers l’arabe</option>
          </select>
        </div>
      </div>
      <p className="text-xs text-muted">
        Chaque page reçoit un QR code, une référence et un code de vérification (une image devient un PDF d’une
        page)&nbsp;: le client reçoit la copie tamponnée, l’original reste ici.
      </p>

      {files.length > 0 ? (
        <ul
          className="divide-y divide-line rounded-xl border border-line text-sm"
          aria-label="Fichiers choisis"
          data-testid="translation-selection"
        >
          {files.map((f) => {
            const Icon = /\.pdf$/i.test(f.name) ? FileText : FileImage;
            return (
              <li key={`${f.name}-${f.size}-${f.lastModified}`} className="flex items-center gap-3 px-4 py-2.5">
                <Icon className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate" title={f.name}>
                  {f.name}
                </span>
                <span className="shrink-0 text-xs text-muted tabular-nums">{formatSize(f.size, 'fr')}</span>
              </li>
            );
          })}
        </ul>
      ) : null}

      {uploading ? (
        <div className="space-y-1.5">
          <div className="flex justify-between text-xs text-muted">
            <span id={progressId}>Envoi en cours…</span>
            <span className="tabular-nums">{progress} %</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={progressId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-surface-2"
            data-testid="upload-progress"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-200"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      ) : null}

      <Notice value={notice} testId="upload" />

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={uploading} data-testid="upload-submit">
        {uploading ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <UploadCloud className="h-4 w-4" aria-hidden="true" />
        )}
        Télécharger les fichiers
      </button>
    </form>
  );
}
