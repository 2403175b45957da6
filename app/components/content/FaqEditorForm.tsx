import { useState } from 'react';
import { Link } from 'react-router';
import { useCrossesLanguage, useGoToPage } from '../../lib/go-to-page';
import { useT } from '../../lib/i18n';
import { validateFaq, type FieldErrors, type FaqField } from '../../../core/content-rules';
import { contentRequest, failureMessage } from './content-api';
import { describedBy, Field } from '../form/Field';
import { EditorAlert, SaveButton } from './EditorFields';
import { CatalogueTokensHint, FaqLanguageChoice } from './faq/FaqEditorParts';
import { RichTextEditor } from './LazyRichTextEditor';

export interface FaqDraft {
  id?: string;
  question: string;
  answer: string;
  order: number | string;
  /** The entry's language; fixed once created (decision 034). */
  lang: 'fr' | 'ar';
  /** A new Arabic version: the French entry it translates. */
  translationOf?: string;
}

/**
 * Spec 2, FAQ editor: question, display order, answer. The browser checks the
 * same rules as the server first; on success the translator lands on the FAQ of
 * the entry's language. Arabic is written right to left (decision 034); a new
 * entry without an original chooses its language here.
 */
export function FaqEditorForm({ initial }: { initial: FaqDraft }) {
  const t = useT();
  const [lang, setLang] = useState(initial.lang);
  const rtl = lang === 'ar' ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  const goTo = useGoToPage();
  const crossesLanguage = useCrossesLanguage();
  const [question, setQuestion] = useState(initial.question);
  const [order, setOrder] = useState(String(initial.order));
  const [answer, setAnswer] = useState(initial.answer);
  const [errors, setErrors] = useState<FieldErrors<FaqField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    // The back office speaks French, whatever the language of the question being edited.
    const checked = validateFaq({ question, answer, order }, 'fr');
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    const answerOf = initial.id
      ? await contentRequest('PUT', `/api/qr/${initial.id}`, checked.value)
      : await contentRequest('POST', '/api/qr', {
          ...checked.value,
          lang,
          ...(initial.translationOf ? { translationOf: initial.translationOf } : {}),
        });
    setPending(false);
    if (answerOf.ok) {
      goTo(lang === 'ar' ? '/ar/faq' : '/faq');
      return;
    }
    if (answerOf.status === 400 && answerOf.errors) setErrors(answerOf.errors as FieldErrors<FaqField>);
    setFailure(failureMessage(answerOf, 'save', 'faq'));
  }

  return (
    <form onSubmit={submit} noValidate className="card grid max-w-3xl gap-6" data-testid="faq-editor">
      <EditorAlert message={failure} />
      {initial.id || initial.translationOf ? null : <FaqLanguageChoice lang={lang} onChange={setLang} />}
      <Field id="faq-question" label={t('adminContent.question')} error={errors.question}>
        <input
          id="faq-question"
          type="text"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          maxLength={300}
          required
          {...rtl}
          aria-invalid={errors.question ? true : undefined}
          aria-describedby={describedBy('faq-question')}
          className={`field-input ${errors.question ? 'border-danger' : ''}`}
        />
      </Field>
      <Field id="faq-ordre" label={t('adminContent.order')} hint={t('adminContent.orderHint')} error={errors.order}>
        <input
          id="faq-ordre"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={order}
          onChange={(e) => setOrder(e.target.value)}
          aria-invalid={errors.order ? true : undefined}
          aria-describedby={describedBy('faq-ordre', true)}
          className={`field-input max-w-40 ${errors.order ? 'border-danger' : ''}`}
        />
      </Field>
      <Field
        id="faq-reponse"
        labelId="faq-reponse-label"
        label={t('adminContent.answer')}
        error={errors.answer}
        hint={<CatalogueTokensHint />}
      >
        <RichTextEditor
          id="faq-reponse"
          labelId="faq-reponse-label"
          kind="faq"
          initialHtml={initial.answer}
          onChange={setAnswer}
          invalid={Boolean(errors.answer)}
          describedBy={describedBy('faq-reponse', true)}
          testId="faq-answer-editor"
          lang={lang}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Link
          to={lang === 'ar' ? '/ar/faq' : '/faq'}
          reloadDocument={crossesLanguage(lang === 'ar' ? '/ar/faq' : '/faq')}
          className="btn-secondary"
        >
          {t('adminShared.cancel')}
        </Link>
        <SaveButton pending={pending} />
      </div>
    </form>
  );
}
