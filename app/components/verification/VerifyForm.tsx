import { RotateCcw, ShieldCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { verificationSchema, type VerificationInput } from '../../../core/verification-rules';
import { apiRequest } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { FormAlert, SubmitButton } from '../form/FormAlert';
import { TextField } from '../form/TextFields';
import { useFormFlow } from '../form/useFormFlow';
import { FileCheck } from './FileCheck';
import type { VerificationAnswer } from './types';
import { VerificationResult } from './VerificationResult';

/**
 * Reference and code in, the answer out (POST /api/verifier). The QR code's link names the
 * reference in the path and the code in the fragment, which never reaches a server: read here,
 * it checks at once, then leaves the address.
 */
export function VerifyForm({ reference }: { reference: string }) {
  const id = useId();
  const t = useT();
  const { form, hydrated, serverError, sent, onSubmit, register, formRef, errors, pending, again } = useFormFlow<
    VerificationInput,
    VerificationInput,
    VerificationAnswer
  >({
    schema: verificationSchema,
    defaultValues: { reference, code: '' },
    mode: 'onSubmit',
    send: async (values) => {
      const answer = await apiRequest<VerificationAnswer>('POST', '/api/verifier', values);
      return answer.ok
        ? { ok: true, data: answer.data }
        : { ok: false, message: answer.message ?? t('verification.notFound') };
    },
  });

  useEffect(() => {
    const code = window.location.hash.slice(1);
    if (!reference || !/^[0-9A-Za-z-]{8,9}$/.test(code)) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    form.setValue('code', code);
    void onSubmit();
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (sent) {
    return (
      <div className="space-y-6">
        <VerificationResult answer={sent} />
        <FileCheck sha256={sent.sha256} />
        <button type="button" className="btn-secondary" onClick={again} data-testid="verify-again">
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('verification.another')}
        </button>
      </div>
    );
  }
  return (
    <section className="card sm:p-8" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t('verification.formTitle')}
      </h2>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-5 space-y-4"
        data-testid="verify-form"
        data-hydrated={hydrated}
      >
        <FormAlert tone="error" message={serverError} testId="verify-error" />
        <TextField
          id={`${id}-reference`}
          label={t('verification.referenceLabel')}
          hint={t('verification.referenceHint')}
          registration={register('reference')}
          error={errors.reference}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          testId="verify-reference"
        />
        <TextField
          id={`${id}-code`}
          label={t('verification.codeLabel')}
          hint={t('verification.codeHint')}
          registration={register('code')}
          error={errors.code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          testId="verify-code"
        />
        <SubmitButton
          hydrated={hydrated}
          pending={pending}
          label={t('verification.submit')}
          pendingLabel={t('verification.checking')}
          icon={ShieldCheck}
          testId="verify-submit"
        />
      </form>
    </section>
  );
}
