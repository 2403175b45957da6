import { Loader2, UploadCloud } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { tr } from '../../../../core/messages';
import { checkSelection } from '../../form/file-rules';
import { Notice, type NoticeValue } from './Notice';
import { unstampedText } from './TranslatedFiles';
import { FilePicker } from './translation-upload/FilePicker';
import { SelectedFiles } from './translation-upload/SelectedFiles';
import { TranslationDetails, type TranslationLanguages } from './translation-upload/TranslationDetails';
import { UploadProgress } from './translation-upload/UploadProgress';
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
  const [languages, setLanguages] = useState<TranslationLanguages>('ar-fr');

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
      setNotice({ tone: 'error', message: tr('adminOrder.noFile') });
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
          ? { tone: 'error', message: tr('adminTranslation.uploadUnknown') }
          : { tone: 'error', message: tr('adminTranslation.uploadFailed'), detail: answer.message },
      );
      return;
    }
    setPhase('done');
    setFiles([]);
    if (inputRef.current) inputRef.current.value = '';
    const unstamped = answer.unstamped.map((u) => `${u.name}\u00a0: ${unstampedText(u.reason)}`).join(' ');
    const next = answer.statusChanged
      ? tr('adminTranslation.statusChangedNext', { button: tr('adminOrderDetail.emailIdle') })
      : '';
    setNotice({
      tone: 'success',
      message: tr('adminOrder.uploaded'),
      detail: [unstamped, next].filter(Boolean).join(' ') || null,
    });
    await onUploaded();
  }

  const uploading = phase === 'uploading';
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="translation-upload" aria-busy={uploading}>
      <FilePicker
        inputRef={inputRef}
        id={inputId}
        hintId={hintId}
        disabled={uploading}
        onChoose={(list) => choose(list)}
      />

      <TranslationDetails
        id={inputId}
        documentType={documentType}
        onDocumentType={setDocumentType}
        languages={languages}
        onLanguages={setLanguages}
        disabled={uploading}
      />

      {files.length > 0 ? <SelectedFiles files={files} /> : null}

      {uploading ? <UploadProgress id={progressId} progress={progress} /> : null}

      <Notice value={notice} testId="upload" />

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={uploading} data-testid="upload-submit">
        {uploading ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <UploadCloud className="h-4 w-4" aria-hidden="true" />
        )}
        {tr('adminTranslation.uploadSubmit')}
      </button>
    </form>
  );
}
