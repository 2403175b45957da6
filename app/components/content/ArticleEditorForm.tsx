import { useState } from 'react';
import { useGoToPage } from '../../lib/go-to-page';
import { useT } from '../../lib/i18n';
import { ARTICLE_LIMITS } from '../../../core/content-rules';
import { slugify } from '../../../core/slug';
import { transliterateArabic } from '../../../core/arabic-slug';
import { describedBy, Field } from '../form/Field';
import { ArticleEditorActions } from './article-editor/ArticleEditorActions';
import { ArticleImageField } from './article-editor/ArticleImageField';
import type { ArticleDraft } from './article-editor/types';
import { useArticleSave } from './article-editor/useArticleSave';
import { EditorAlert } from './EditorFields';
import { RichTextEditor } from './LazyRichTextEditor';

export type { ArticleDraft } from './article-editor/types';

/**
 * Spec 2, blog editor: title, author, image URL (or an uploaded image),
 * summary, content; « Enregistrer », and « Supprimer » when editing. Success
 * leads to /blog.
 */
export function ArticleEditorForm({ initial }: { initial: ArticleDraft }) {
  const goTo = useGoToPage();
  const t = useT();
  const lang = initial.lang;
  const arabic = lang === 'ar';
  // Arabic is written right to left (decision 034); the image address stays a left-to-right URL.
  const rtl = arabic ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  const list = arabic ? '/ar/blog' : '/blog';
  const [draft, setDraft] = useState(initial);
  const set = (field: keyof ArticleDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const editing = Boolean(initial.id);
  const slugPreview = slugify(arabic ? transliterateArabic(draft.title) : draft.title) || 'article';
  const { errors, failure, pending, submit } = useArticleSave({
    initial,
    draft,
    slugPreview,
    onSaved: () => goTo(list),
  });

  return (
    <form onSubmit={submit} noValidate className="card grid max-w-3xl gap-6" data-testid="article-editor">
      <EditorAlert message={failure} />
      <Field
        id="article-titre"
        label={t('adminContent.title')}
        hint={
          <>
            {t('adminContent.address')}{' '}
            <span className="font-mono text-ink" dir="ltr">
              {list}/{slugPreview}
            </span>
            {editing && initial.slug !== slugPreview ? ` ${t('adminContent.addressMoved')}` : ''}
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
      <Field id="article-auteur" label={t('adminContent.author')} error={errors.author}>
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
      <ArticleImageField
        value={draft.imageUrl}
        onChange={set('imageUrl')}
        onUploaded={(url) => setDraft((d) => ({ ...d, imageUrl: url }))}
        error={errors.imageUrl}
      />
      <Field
        id="article-resume"
        label={t('adminContent.summary')}
        hint={t('adminContent.summaryHint')}
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
      <Field
        id="article-contenu"
        labelId="article-contenu-label"
        label={t('adminContent.content')}
        error={errors.content}
      >
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
      <ArticleEditorActions
        initial={initial}
        list={list}
        editing={editing}
        pending={pending}
        onDeleted={() => goTo(list)}
      />
    </form>
  );
}
