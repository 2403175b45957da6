import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { urgentApplies } from '../../../../core/order-rules';
import { localizedPath } from '../../../../core/messages/pages';
import { saveCartItem, saveMailClient } from '../../../lib/cart';
import { ensureEssentialConsent } from '../../../lib/consent';
import { useLang } from '../../../lib/i18n';
import { useHydrated } from '../../form/useFormFlow';
import { useTypedBeforeHydration } from '../../form/useTypedBeforeHydration';
import { orderFormSchema, type OrderFormValues } from '../form-schema';
import { useDeliveryEstimate } from '../useDeliveryEstimate';
import { useFileUploads } from '../useFileUploads';
import { useIdentity } from '../useIdentity';
import { useKnownEmail } from '../useKnownEmail';
import { useOrderQuote } from '../useOrderQuote';
import { usePageCounts } from '../usePageCounts';
import { cartItemFromValues } from './cart-item';
import { applyPurposePreset } from './purpose-preset';
import type { OrderFormProps } from './props';
import { useRestoreEditedItem } from './useRestoreEditedItem';

/** Using the form implies the essential cookies (spec 4): asked once, at the first sign of use. */
function useStartOrdering() {
  const consentGiven = useRef(false);
  return useCallback(() => {
    if (consentGiven.current) return;
    consentGiven.current = true;
    ensureEssentialConsent();
  }, []);
}

/**
 * The order form's state: the fields and their rules, the files, the price and delivery date as
 * the visitor types, and what a valid form does (the item goes in the cart, then /panier).
 */
export function useOrderForm({
  catalogue,
  clock,
  initial,
  initialFiles,
  knownEmail: serverEmail,
  editing,
}: Omit<OrderFormProps, 'signedIn' | 'countries'>) {
  const navigate = useNavigate();
  const lang = useLang();
  const formId = useId();
  const email = useKnownEmail(serverEmail);
  const { knownEmail, needEmail, needEmailRef, changeEmail } = email;

  const resolver = useMemo(
    () => zodResolver(orderFormSchema(() => needEmailRef.current, catalogue.deliveryMethods)),
    [needEmailRef, catalogue.deliveryMethods],
  );
  const defaults = useMemo(() => ({ ...initial, email: '' }), [initial]);
  const form = useForm<OrderFormValues>({ mode: 'onChange', defaultValues: defaults, resolver });
  const { errors } = form.formState;

  const uploads = useFileUploads(initialFiles);
  // Lets tests (and styles) tell the server HTML from the interactive form.
  const hydrated = useHydrated();
  const startOrdering = useStartOrdering();

  const watched = useWatch({ control: form.control });
  const { formRef, register, typedBeforeHydration } = useTypedBeforeHydration(form, defaults, {
    // The form checks as the visitor types (mode onChange), the focused field included.
    validateFocused: true,
    onTyped: ({ names, focused }) => {
      startOrdering();
      // An address typed in the field stays the one used, even if this browser remembers another.
      if (names.includes('email')) changeEmail();
      // Spec 5 once, as if the page had been interactive: not in the page count the visitor is still typing
      // (it is clamped when committed, as always).
      if (focused !== 'numberOfPages' && (names.includes('numberOfPages') || names.includes('numberOfDocuments')))
        clampPages();
      // A démarche chosen before hydration presets what the visitor did not choose themselves.
      if (names.includes('purpose')) applyPurposePreset(catalogue, form.getValues('purpose'), form.setValue, names);
    },
  });
  const pageCounts = usePageCounts({ ...form, register });
  const { clampPages } = pageCounts;
  const deliveryMethod = watched.deliveryMethod ?? initial.deliveryMethod;
  const { getValues, setValue } = form;
  const identity = useIdentity({ formId, register, errors, getValues, setValue, catalogue, deliveryMethod });

  const { restore } = uploads;
  useRestoreEditedItem({ editing, initial, initialFiles, catalogue, reset: form.reset, restore, typedBeforeHydration });

  const quote = useOrderQuote(catalogue, watched, initial, lang);
  const totalCents = quote?.totalCents ?? 0;
  const estimate = useDeliveryEstimate(
    catalogue,
    { deliveryMethod, legalization: watched.legalization ?? initial.legalization, urgent: urgentApplies(watched) },
    clock,
  );

  const purposeField = register('purpose', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      applyPurposePreset(catalogue, event.target.value, form.setValue),
  });

  const onValid = (values: OrderFormValues) => {
    if (uploads.uploading) return;
    const files = uploads.uploadedFiles;
    const { item, email: mailClient } = cartItemFromValues(values, {
      catalogue,
      needEmail,
      knownEmail,
      totalCents,
      files,
    });
    startOrdering();
    saveCartItem(item);
    saveMailClient(mailClient);
    navigate(localizedPath(lang, '/panier'));
  };

  return {
    form,
    formId,
    formRef,
    register,
    watched,
    uploads,
    hydrated,
    startOrdering,
    email,
    pageCounts,
    identity,
    quote,
    totalCents,
    estimate,
    purposeField,
    onSubmit: form.handleSubmit(onValid),
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
