import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

/** Whether the page answers clicks yet: forms post through JavaScript, so their button waits for it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** What sending a form gave: its result, or why not (a sentence, and per-field messages when the server gave some). */
export type SendOutcome<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string> | null };

/**
 * The flow every form of the site follows: the shared rules checked as the
 * visitor goes (react-hook-form + zod), then `send`; a refusal shows the
 * server's sentence (and its per-field messages under the fields), a success
 * gives `sent` until `again()` brings back an empty form. What the visitor
 * typed before the page was interactive is kept and checked (`formRef` goes
 * on the `<form>`; useTypedBeforeHydration).
 */
export function useFormFlow<TValues extends FieldValues, TOutput extends FieldValues = TValues, TSent = true>({
  schema,
  resolver: givenResolver,
  defaultValues,
  mode = 'onTouched',
  send,
}: {
  schema?: z.ZodType<TOutput, TValues>;
  /** Instead of `schema`, when the rules change with the form's variant. */
  resolver?: Resolver<TValues, unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  mode?: 'onTouched' | 'onSubmit' | 'onChange';
  send: (values: TOutput) => Promise<SendOutcome<TSent>>;
}) {
  const hydrated = useHydrated();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<TSent | null>(null);
  const resolver = useMemo(
    () => givenResolver ?? (zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>),
    [givenResolver, schema],
  );
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues, mode });
  const { formRef, register } = useTypedBeforeHydration(form, defaultValues, { validateFocused: mode === 'onChange' });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const outcome = await send(values);
    if (!outcome.ok) {
      setServerError(outcome.message);
      for (const [name, message] of Object.entries(outcome.fieldErrors ?? {})) {
        if (name in form.getValues()) form.setError(name as Path<TValues>, { type: 'server', message });
      }
      return;
    }
    setSent(outcome.data);
  });

  /** Back to an empty form after a success. */
  const again = () => {
    form.reset(defaultValues);
    setSent(null);
  };

  const { control, formState } = form;
  return {
    form,
    formRef,
    register,
    control,
    errors: formState.errors,
    pending: formState.isSubmitting,
    hydrated,
    serverError,
    setServerError,
    sent,
    onSubmit,
    again,
  };
}
