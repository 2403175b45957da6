import { useCallback, useEffect, useRef } from 'react';
import type { RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { RegistrationWithDefault } from '../form/useTypedBeforeHydration';
import { MAX_DOCUMENTS, reconcileCounts } from '../../../core/order-rules';
import type { OrderFormValues } from './form-schema';

/**
 * Spec 5: pages never stay below documents. The page count is clamped when
 * committed (blur, arrows, Enter: the native change event); raising documents
 * above pages raises pages to match.
 */
export function usePageCounts({
  getValues,
  setValue,
  register,
}: Pick<UseFormReturn<OrderFormValues>, 'getValues' | 'setValue'> & {
  /** The form's register that also renders the starting value (useTypedBeforeHydration). */
  register: (name: keyof OrderFormValues, options?: RegisterOptions<OrderFormValues>) => RegistrationWithDefault;
}) {
  const clampPages = useCallback(() => {
    const { numberOfPages, numberOfDocuments } = getValues();
    if (!Number.isInteger(numberOfDocuments) || numberOfDocuments < 1 || numberOfDocuments > MAX_DOCUMENTS) return;
    const { numberOfPages: clamped } = reconcileCounts(numberOfPages, numberOfDocuments);
    if (clamped !== numberOfPages) setValue('numberOfPages', clamped, { shouldValidate: true, shouldDirty: true });
  }, [getValues, setValue]);

  const pagesField = register('numberOfPages', {
    valueAsNumber: true,
    // « Urgent » takes so many pages at most: its message comes and goes as the count is typed.
    deps: ['numberOfDocuments', 'urgent'],
    onBlur: clampPages,
  });
  const documentsField = register('numberOfDocuments', {
    valueAsNumber: true,
    deps: ['numberOfPages'],
    onChange: () => {
      const { numberOfPages, numberOfDocuments } = getValues();
      if (
        Number.isInteger(numberOfDocuments) &&
        numberOfDocuments <= MAX_DOCUMENTS &&
        numberOfDocuments > (Number(numberOfPages) || 0)
      ) {
        setValue('numberOfPages', numberOfDocuments, { shouldValidate: true, shouldDirty: true });
      }
    },
  });

  const pagesInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = pagesInput.current;
    if (!input) return;
    input.addEventListener('change', clampPages);
    return () => input.removeEventListener('change', clampPages);
  }, [clampPages]);

  return { pagesField, documentsField, pagesInput, clampPages };
}
