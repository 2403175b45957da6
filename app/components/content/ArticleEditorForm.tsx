import { ImageUp, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCrossesLanguage, useGoToPage } from '../../lib/go-to-page';
import {
  ARTICLE_LIMITS,
  articleErrorMessage,
  validateArticle,
  type ArticleField,
  type FieldErrors,
} from '../../../core/content-rules';
import { slugify } from '../../../core/slug';
import { transliterateArabic } from '../../../core/arabic-slug';
import { AdminLinks } from './AdminLinks';
import { contentRequest, failureMessage } from './content-api';
import { describedBy, Field } from '../form/Field';
import { EditorAlert, SaveButton } from './EditorFields';
import { DEFAULT_ARTICLE_IMAGE } from './format';
import { uploadArticleImage } from './image-upload';
import { RichTextEditor } from './LazyRichTextEditor';
import { tr } from '../../../core/messages';

export interface ArticleDraft {
  id?: string;
  slug?: string;
  title: string;
  author: string;
  imageUrl: string;
  summary: string;
  content: string;
  /** The article's language; fixed once created (decision 034). */
  lang: 'fr' | 'ar';
  /** A new Arabic version: the French article it translates. */
  translationOf?: string;
}

/**
 * Spec 2, blog editor: title, author, image URL (or an uploaded image),
 * summary, content; « Enregistrer », and « Supprimer » when editing. Success
 * leads to /blog.
 */
export function ArticleEditorForm({ initial }: { initial: ArticleDraft }) {
  const goTo = useGoToPage();
  const crossesLanguage = useCrossesLanguage();
  const lang = initial.lang;
  const arabic = lang === 'ar';
  // Arabic is written right to left (decision 034); the image address stays a left-to-right URL.
  const rtl = arabic ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  const list = arabic ? '/ar/blog' : '/blog';
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<ArticleField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const set = (field: keyof ArticleDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const editing = Boolean(initial.id);
  const slugPreview = slugify(arabic ? transliterateArabic(draft.title) : draft.title) || 'article';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateArticle(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(articleErrorMessage(checked.errors));
      return;
    }
    setErrors({});
    setPending(true);
    const body = { ...checked.value, slug: slugPreview };
    const answer = editing
      ? await contentRequest('PUT', `/api/articles/${initial.id}`, body)
      : await contentRequest('POST', '/api/articles', {
          ...body,
          lang,
          ...(initial.translationOf ? { translationOf: initial.translationOf } : {}),
        });
    setPending(false);
    if (answer.ok) {
      goTo(list);
      return;
    }
    if (answer.status === 400 && answer.errors) setErrors(answer.errors as FieldErrors<ArticleField>);
    setFailure(failureMessage(answer, 'save', 'article'));
  }

  async function upload(file: File) {
    setImageError(null);
    setUploading(true);
    const result = await uploadArticleImage(file);
    setUploading(false);
    if (result.ok) setDraft((d) => ({ ...d, imageUrl: result.url }));
    else setImageError(result.message);
  }

  return (
    <form onSubmit={submit} noValidate className="card grid max-w-3xl gap-6" data-testid="article-editor">
      <EditorAlert message={failure} />
      <Field
        id="article-titre"
        label="Titre"
        hint={
          <>
            Adresse de l’article&nbsp;:{' '}
            <span className="font-mono text-ink" dir="ltr">
              {list}/{slugPreview}
            </span>
            {editing && initial.slug !== slugPreview ? ' (l’ancienne adresse redirigera vers la nouvelle)' : ''}
          </>
        }
        error={errors.title}
      >
        <input
          id="article-titre"
          type="text"
          value={draft.title}
          onChange={set('title')}
          maxLength={ARTICLE_LIMITS.title}
          required
          {...rtl}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('article-titre', true)}
          className={`field-input ${errors.title ? 'border-danger' : ''}`}
        />
      </Field>
      <Field id="article-auteur" label="Auteur" error={errors.author}>
        <input
          id="article-auteur"
          type="text"
          value={draft.author}
          onChange={set('author')}
          maxLength={ARTICLE_LIMITS.author}
          required
          autoComplete="name"
          aria-invalid={errors.author ? true : undefined}
          aria-describedby={describedBy('article-auteur')}
          className={`field-input ${errors.author ? 'border-danger' : ''}`}
        />
      </Field>
      <Field
        id="article-image"
        label="URL de l’image"
        hint="Facultatif : adresse https://…, ou envoyez une image (PNG, JPEG ou WebP, 8 Mo au plus). Sans image, l’illustration du site est utilisée."
        error={errors.imageUrl ?? imageError ?? undefined}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id="article-image"
            type="url"
            inputMode="url"
            value={draft.imageUrl}
            onChange={set('imageUrl')}
            placeholder="https://…"
            maxLength={ARTICLE_LIMITS.imageUrl}
            aria-invalid={errors.imageUrl || imageError ? true : undefined}
            aria-describedby={describedBy('article-image', true)}
            className={`field-input ${errors.imageUrl ? 'border-danger' : ''}`}
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
            {uploading ? 'Envoi…' : 'Envoyer une image'}
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
          src={draft.imageUrl && !errors.imageUrl ? draft.imageUrl : DEFAULT_ARTICLE_IMAGE}
          alt="Aperçu de l’illustration"
          width={1200}
          height={630}
          className="mt-3 aspect-[40/21] w-full max-w-sm rounded-xl border border-line object-cover"
        />
      </Field>
      <Field
        id="article-resume"
        label="Résumé"
        hint="Affiché dans la liste des articles et dans les résultats de recherche (160 caractères environ)."
        error={errors.summary}
      >
        <textarea
          id="article-resume"
          rows={3}
          value={draft.summary}
          onChange={set('summary')}
          maxLength={ARTICLE_LIMITS.summary}
          required
          {...rtl}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={describedBy('article-resume', true)}
          className={`field-input ${errors.summary ? 'border-danger' : ''}`}
        />
      </Field>
      <Field id="article-contenu" labelId="article-contenu-label" label="Contenu" error={errors.content}>
        <RichTextEditor
          id="article-contenu"
          labelId="article-contenu-label"
          kind="article"
          initialHtml={initial.content}
          onChange={(content) => setDraft((d) => ({ ...d, content }))}
          invalid={Boolean(errors.content)}
          describedBy={describedBy('article-contenu')}
          testId="article-content-editor"
          lang={lang}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        {editing ? (
          <AdminLinks
            kind="article"
            size="md"
            editTo={`/blog/edit/${initial.slug}`}
            deleteUrl={`/api/articles/${initial.id}`}
            confirm={tr('article.confirmDelete')}
            subject={initial.title}
            onDeleted={() => goTo(list)}
            deleteOnly
          />
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Link to={list} reloadDocument={crossesLanguage(list)} className="btn-secondary">
            Annuler
          </Link>
          <SaveButton pending={pending} />
        </div>
      </div>
    </form>
  );
}
