import { CheckCircle2, Home, Send, ShieldCheck, Star } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { localizedPath } from '../../../core/messages/pages';
import {
  NAME_STYLES,
  REVIEW_NAME_MAX,
  REVIEW_TEXT_MAX,
  reviewFormSchema,
  shownName,
  type NameStyle,
  type ReviewForm as ReviewFormOutput,
} from '../../../core/review-rules';
import { apiRequest } from '../../lib/api-client';
import { useLang, useT } from '../../lib/i18n';
import { TextAreaField } from '../form/ChoiceFields';
import { FieldMessage } from '../form/Field';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { TextField } from '../form/TextFields';
import { useFormFlow, type SendOutcome } from '../form/useFormFlow';

/** What the fields hold (a radio's value is text); the shared schema turns it into the review. */
interface ReviewValues {
  stars: string;
  text: string;
  nameStyle: NameStyle;
  name: string;
}

const schema = reviewFormSchema as unknown as z.ZodType<ReviewFormOutput, ReviewValues>;

/** After the server's answer: its sentence for a refusal it explains (4xx), else the generic one. */
async function sendReview(token: string, values: ReviewFormOutput, fallback: string): Promise<SendOutcome<true>> {
  const answer = await apiRequest('POST', '/api/reviews', { ...values, token });
  if (answer.ok) return { ok: true, data: true };
  const explained = answer.status >= 400 && answer.status < 500 && answer.message !== null;
  return { ok: false, message: explained ? answer.message! : fallback, fieldErrors: answer.errors };
}

/** Five radios drawn as stars: each says its number in words, the chosen ones and those before are filled. */
function StarsField({
  id,
  registration,
  chosen,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  chosen: number;
  error?: { message?: string };
}) {
  const t = useT();
  // A radio keeps its own value: the starting value goes through defaultChecked, never defaultValue.
  const radio = { ...registration };
  delete (radio as { defaultValue?: unknown }).defaultValue;
  return (
    <fieldset aria-describedby={`${id}-erreur`} aria-invalid={error ? true : undefined}>
      <legend className="field-label">{t('review.starsLegend')}</legend>
      <div className="flex items-center gap-1" data-testid="review-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand"
          >
            <input type="radio" value={String(n)} className="sr-only" data-testid={`review-star-${n}`} {...radio} />
            <span className="sr-only">{t('review.star', { count: n })}</span>
            <Star
              aria-hidden="true"
              strokeWidth={1.75}
              className={`h-8 w-8 transition-colors ${n <= chosen ? 'fill-current text-accent' : 'text-muted'}`}
            />
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-erreur`} error={error} />
    </fieldset>
  );
}

/** The review form of a valid link: stars, the text, how the name shows; then thanks. */
export function ReviewForm({ token, firstName }: { token: string; firstName: string }) {
  const id = useId();
  const t = useT();
  const lang = useLang();
  const flow = useFormFlow<ReviewValues, ReviewFormOutput>({
    schema,
    defaultValues: { stars: '', text: '', nameStyle: 'name', name: firstName },
    send: (values) => sendReview(token, values, t('review.genericError')),
  });
  const { register, control, errors, sent, pending, hydrated, serverError, onSubmit, formRef } = flow;
  const [stars, text, nameStyle, name] = useWatch({ control, name: ['stars', 'text', 'nameStyle', 'name'] });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="card border-success/40 sm:p-8" data-testid="review-sent">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold focus:outline-none">
          {t('review.thanksTitle')}
        </h2>
        <p className="mt-3 leading-relaxed text-muted">{t('review.thanksText')}</p>
        <Link to={localizedPath(lang, '/')} className="btn-primary mt-6">
          <Home className="h-4 w-4" aria-hidden="true" />
          {t('review.backHome')}
        </Link>
      </div>
    );
  }

  // A radio keeps its own value: the starting value goes through defaultChecked, never defaultValue.
  const style = { ...register('nameStyle') };
  delete (style as { defaultValue?: unknown }).defaultValue;
  const shown = shownName(nameStyle ?? 'name', name ?? '');

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="card space-y-6 sm:p-8" data-testid="review-form">
      <StarsField id={`${id}-note`} registration={register('stars')} chosen={Number(stars) || 0} error={errors.stars} />
      <TextAreaField
        id={`${id}-avis`}
        label={t('review.textLabel')}
        optional
        hint={t('review.textHint')}
        maxLength={REVIEW_TEXT_MAX}
        length={(text ?? '').length}
        rows={6}
        registration={register('text')}
        error={errors.text}
        testId="review-text"
      />
      <fieldset className="space-y-3">
        <legend className="field-label">{t('review.nameLegend')}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {NAME_STYLES.map((value) => (
            <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="radio"
                value={value}
                className="h-5 w-5 accent-brand"
                data-testid={`review-name-${value}`}
                {...style}
                defaultChecked={value === 'name'}
              />
              {t(`review.nameStyle_${value}`)}
            </label>
          ))}
        </div>
        {nameStyle !== 'anonymous' ? (
          <TextField
            id={`${id}-nom`}
            label={t('review.nameLabel')}
            autoComplete="given-name"
            maxLength={REVIEW_NAME_MAX}
            registration={register('name')}
            error={errors.name}
            testId="review-name"
          />
        ) : null}
        <p className="text-sm text-muted" data-testid="review-shown-as" aria-live="polite">
          {t('review.shownAs', { name: shown ?? t('home.reviewAnonymous') })}
        </p>
      </fieldset>
      <FormAlert tone="error" message={serverError} />
      <SubmitButton
        pending={pending}
        hydrated={hydrated}
        label={t('review.submit')}
        pendingLabel={t('review.sending')}
        icon={Send}
        testId="review-submit"
      />
      <p className="flex gap-2 text-sm text-muted">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          {t('review.privacy')}{' '}
          <Link to={localizedPath(lang, '/rgpd')} className="underline underline-offset-4">
            {t('review.privacyLink')}
          </Link>
        </span>
      </p>
    </form>
  );
}
