import { useState } from 'react';
import {
  articleErrorMessage,
  validateArticle,
  type ArticleField,
  type FieldErrors,
} from '../../../../core/content-rules';
import { contentRequest, failureMessage } from '../content-api';
import type { ArticleDraft } from './types';

/**
 * « Enregistrer »: the draft checked with the shared rules, then created (in its language, as the
 * translation of a French article when it is one) or updated under the address its title gives.
 */
export function useArticleSave({
  initial,
  draft,
  slugPreview,
  onSaved,
}: {
  initial: ArticleDraft;
  draft: ArticleDraft;
  slugPreview: string;
  onSaved: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors<ArticleField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const editing = Boolean(initial.id);
  const lang = initial.lang;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    // The back office speaks French, whatever the language of the article being edited.
    const checked = validateArticle(draft, 'fr');
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(articleErrorMessage(checked.errors, 'fr'));
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
      onSaved();
      return;
    }
    if (answer.status === 400 && answer.errors) setErrors(answer.errors as FieldErrors<ArticleField>);
    setFailure(failureMessage(answer, 'save', 'article'));
  }

  return { errors, failure, pending, submit };
}
