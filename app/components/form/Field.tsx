import { AlertCircle } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { useErrorText } from './useErrorText';

/** A field's error: react-hook-form's, or a message of our own. */
export type FieldProblem = { message?: string } | string | null | undefined;

const messageOf = (error: FieldProblem): string | undefined =>
  (typeof error === 'string' ? error : (error?.message ?? undefined)) || undefined;

/** A field's error in the page's language (a zod issue's message reference worded, a text as it is). */
function useFieldProblem(error: FieldProblem): string | undefined {
  return useErrorText()(messageOf(error));
}

/** The error line under a field: always in the page so screen readers announce it when it fills. */
export function FieldMessage({ id, error }: { id: string; error?: FieldProblem }) {
  const message = useFieldProblem(error);
  return (
    <p id={id} aria-live="polite" className={message ? 'field-error flex items-start gap-1.5' : 'sr-only'}>
      {message ? (
        <>
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}

/**
 * The ids an input points to: its hint (when it has one), anything else it
 * is described by (a counter), and its error line (always in the page).
 */
export function describedBy(id: string, hint = false, extra?: string): string {
  return [hint ? `${id}-aide` : null, extra ?? null, `${id}-erreur`].filter(Boolean).join(' ');
}

/** A hint is shown when given, even empty: a slot that fills as the choice changes keeps its place. */
const hasHint = (hint: React.ReactNode): boolean => hint !== undefined && hint !== null && hint !== false;

function Hint({
  id,
  hint,
  className = 'mt-1.5 text-sm text-muted',
}: {
  id: string;
  hint?: React.ReactNode;
  className?: string;
}) {
  return hasHint(hint) ? (
    <p id={`${id}-aide`} className={className}>
      {hint}
    </p>
  ) : null;
}

/**
 * Label, control, hint and error line, as every field of the site shows
 * them. `optional` adds « (facultatif) » (or the word given); `labelId` labels
 * a control that is not an input (the rich-text editor).
 */
export function Field({
  id,
  label,
  optional,
  hint,
  hintClassName,
  error,
  labelClassName = 'field-label',
  labelId,
  children,
}: {
  id: string;
  label: React.ReactNode;
  optional?: boolean | string;
  hint?: React.ReactNode;
  hintClassName?: string;
  error?: FieldProblem;
  labelClassName?: string;
  labelId?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <div>
      <label id={labelId} htmlFor={labelId ? undefined : id} className={labelClassName}>
        {label}
        {optional ? (
          <span className="font-normal text-muted"> ({optional === true ? t('requestForm.optional') : optional})</span>
        ) : null}
      </label>
      {children}
      <Hint id={id} hint={hint} className={hintClassName} />
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

/** The shared attributes of a field's control: its id, what describes it, whether it is invalid. */
export function controlProps(id: string, error: FieldProblem, hint: React.ReactNode, extra?: string) {
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, hasHint(hint), extra),
  };
}

/** The input class with the error border. */
export const inputClass = (error: FieldProblem, extra = '') =>
  `field-input ${extra} ${error ? 'border-danger' : ''}`.replace(/\s+/g, ' ').trim();

/**
 * A field a person types free text in (a name, a comment, a message), in either language (issue 26):
 * its first letter sets its direction, so French typed on an Arabic page reads left to right. Empty,
 * it keeps the page's direction for its example (the class, to add to the control's).
 */
export const FREE_TEXT = { dir: 'auto', className: 'rtl:placeholder-shown:[direction:rtl]' } as const;
