import { ImagePlus, Loader2 } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { ToolButton } from '../EditorTools';
import { useArticleImageUpload } from '../image-upload';

/** « Insérer une image » (articles only): the image is sent first, then placed at the cursor. */
export function ImageInsertButton({
  iconClass,
  onInsert,
  onError,
}: {
  iconClass: string;
  onInsert: (src: string) => void;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const { uploading, fileRef, upload: insertImage } = useArticleImageUpload(onInsert, onError);

  return (
    <>
      <ToolButton label={t('adminContent.imageInsert')} disabled={uploading} onClick={() => fileRef.current?.click()}>
        {uploading ? (
          <Loader2 className={`${iconClass} animate-spin`} aria-hidden="true" />
        ) : (
          <ImagePlus className={iconClass} aria-hidden="true" />
        )}
      </ToolButton>
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insertImage(file);
        }}
      />
    </>
  );
}
