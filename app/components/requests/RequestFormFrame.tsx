import {
  useWatch,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { MESSAGE_MAX } from '../../../core/request-rules';
import { Honeypot, TextAreaField } from '../form/ChoiceFields';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { PrivacyNote } from './PrivacyNote';

/**
 * The frame the contact, support and quote forms share: the card with its
 * title and intro, the fields (`children`), the honeypot, the server's refusal,
 * the submit button and the privacy note.
 */
export function RequestFormFrame({
  id,
  title,
  intro,
  testId,
  flow: { formRef, hydrated, pending, serverError, onSubmit, register },
  submit,
  alertExtra,
  privacy = <PrivacyNote />,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  testId: string;
  /** What useFormFlow gives, for a form that has a `website` field (the honeypot). */
  flow: {
    formRef: React.Ref<HTMLFormElement>;
    hydrated: boolean;
    pending: boolean;
    serverError: string | null;
    onSubmit: React.FormEventHandler<HTMLFormElement>;
    register: (name: 'website') => UseFormRegisterReturn;
  };
  submit: {
    label: string;
    pendingLabel: string;
    icon: React.ComponentProps<typeof SubmitButton>['icon'];
    testId: string;
  };
  alertExtra?: React.ReactNode;
  privacy?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-titre`}
      className="card relative space-y-6 sm:p-8"
      data-testid={testId}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div>
        <h2 id={`${id}-titre`} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{intro}</p>
      </div>
      {children}
      <Honeypot id={`${id}-site`} registration={register('website')} />
      <FormAlert tone="error" message={serverError} testId="request-error">
        {alertExtra}
      </FormAlert>
      <div className="space-y-4">
        <SubmitButton hydrated={hydrated} pending={pending} {...submit} />
        {privacy}
      </div>
    </form>
  );
}

/** The message of a request form, with its character counter (it watches the field itself). */
export function MessageField<T extends FieldValues>({
  id,
  control,
  registration,
  error,
  label = 'Message',
  ...rest
}: {
  id: string;
  control: Control<T>;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  label?: string;
  optional?: boolean;
  hint?: React.ReactNode;
  rows?: number;
}) {
  const message: unknown = useWatch({ control, name: 'message' as Path<T> });
  return (
    <TextAreaField
      id={id}
      label={label}
      maxLength={MESSAGE_MAX}
      length={typeof message === 'string' ? message.length : 0}
      registration={registration}
      error={error}
      testId="message-input"
      {...rest}
    />
  );
}
