import { ImageUp, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { ARTICLE_LIMITS } from '../../../../core/content-rules';
import { useT } from '../../../lib/i18n';
import { describedBy, Field } from '../../form/Field';
import { DEFAULT_ARTICLE_IMAGE } from '../format';
import { useArticleImageUpload } from '../image-upload';

/** The article's illustration: an address typed, or an image sent from here; previewed below, the site's own without one. */
export function ArticleImageField({
  value,
  onChange,
  onUploaded,
  error,
}: {
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onUploaded: (url: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  const [imageError, setImageError] = useState<string | null>(null);
  const { uploading, fileRef, upload } = useArticleImageUpload(onUploaded, setImageError);

  return (
    <Field
      id="article-image"
      label={t('adminContent.imageUrl')}
      hint={t('adminContent.imageHint')}
      error={error ?? imageError ?? undefined}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="article-image"
          type="url"
          inputMode="url"
          value={value}
          onChange={onChange}
          placeholder="https://…"
          maxLength={ARTICLE_LIMITS.imageUrl}
          aria-invalid={error || imageError ? true : undefined}
          aria-describedby={describedBy('article-image', true)}
          className={`field-input ${error ? 'border-danger' : ''}`}
        />
        <button
          type="button"
          className="btn-secondary shrink-0"
          onClick={() => fileRef.current?.click()}
          disabled={uploading}
        >
          {uploading ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImageUp className="h-4 w-4" aria-hidden="true" />
          )}
          {t(uploading ? 'adminShared.sending' : 'adminContent.imageSend')}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="article-image-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      <img
        src={value && !error ? value : DEFAULT_ARTICLE_IMAGE}
        alt={t('adminContent.imagePreview')}
        width={1200}
        height={630}
        className="mt-3 aspect-[40/21] w-full max-w-sm rounded-xl border border-line object-cover"
      />
    </Field>
  );
}
