import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, Paperclip } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  orderEmailSchema,
  priceRequestSchema,
  reconcileCounts,
  stripMarkup,
  urgentApplies,
} from '../../../core/order-rules';
import type { CountryOption } from '../../../core/countries';
import { PURPOSE_IDS, purposePreset, type Purpose } from '../../../core/purposes';
import { localizedPath } from '../../../core/messages/pages';
import { readCart, saveCartItem, saveMailClient, type CartFile, type CartItem } from '../../lib/cart';
import { ensureEssentialConsent } from '../../lib/consent';
import { useHydrated } from '../form/useFormFlow';
import { useTypedBeforeHydration } from '../form/useTypedBeforeHydration';
import { FilesField } from './FilesField';
import { orderFormSchema, type OrderFormValues } from './form-schema';
import { FormSection } from './FormSection';
import { CountedPagesHint } from './CountedPagesHint';
import { MobileTotalBar } from './MobileTotalBar';
import { CommentSection, ContactSection, DeliverySection, DocumentsSection } from './OrderSections';
import { LegalizationSection } from './LegalizationSection';
import { PurposeSection } from './PurposeSection';
import { OrderTotal } from './OrderTotal';
import type { DeliveryClock, OrderCatalogue } from './types';
import { useDeliveryEstimate } from './useDeliveryEstimate';
import { useFileUploads } from './useFileUploads';
import { useKnownEmail } from './useKnownEmail';
import { useOrderQuote } from './useOrderQuote';
import { useLang, useT } from '../../lib/i18n';
import { usePageCounts } from './usePageCounts';
import { IdentityFields } from './IdentityFields';
import { identityInput, identityValues } from './identity-values';
import { useIdentity } from './useIdentity';

export interface OrderFormProps {
  catalogue: OrderCatalogue;
  /** The admin's delivery calendar and the server's clock: the estimated date is computed as the server would. */
  clock: DeliveryClock;
  /** Values to start from: the defaults, or the cart item when editing it. */
  initial: Omit<OrderFormValues, 'email'>;
  initialFiles: CartFile[];
  /** E-mail already known: the signed-in user's or the last one used (mailClient). */
  knownEmail: string;
  signedIn: boolean;
  editing: boolean;
  /** Every country, named and sorted by the server (IdentityFields says why). */
  countries: CountryOption[];
}

/**
 * The order form: six steps and the price beside them. Valid, it puts the
 * item in the cart (cookie and localStorage) and goes to /panier; the server
 * prices the order again there.
 */
export function OrderForm({
  catalogue,
  clock,
  initial,
  initialFiles,
  knownEmail: serverEmail,
  signedIn,
  editing,
  countries,
}: OrderFormProps) {
  const navigate = useNavigate();
  const t = useT();
  const lang = useLang();
  const formId = useId();
  const { knownEmail, needEmail, needEmailRef, changeEmail } = useKnownEmail(serverEmail);

  const resolver = useMemo(
    () => zodResolver(orderFormSchema(() => needEmailRef.current, catalogue.deliveryMethods)),
    [needEmailRef, catalogue.deliveryMethods],
  );
  const defaults = useMemo(() => ({ ...initial, email: '' }), [initial]);
  const form = useForm<OrderFormValues>({ mode: 'onChange', defaultValues: defaults, resolver });
  const {
    handleSubmit,
    control,
    setValue,
    getValues,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const uploads = useFileUploads(initialFiles);
  // Lets tests (and styles) tell the server HTML from the interactive form.
  const hydrated = useHydrated();

  const watched = useWatch({ control });
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
      const purpose = getValues('purpose');
      if (names.includes('purpose') && (PURPOSE_IDS as readonly string[]).includes(purpose)) {
        const preset = purposePreset(catalogue, purpose as Purpose);
        if (preset.deliveryMethod && !names.includes('deliveryMethod'))
          setValue('deliveryMethod', preset.deliveryMethod, { shouldValidate: true });
        if (preset.legalization && !names.includes('legalization'))
          setValue('legalization', preset.legalization, { shouldValidate: true });
      }
    },
  });
  const { pagesField, documentsField, pagesInput, clampPages } = usePageCounts({ ...form, register });
  const identity = useIdentity({
    formId,
    register,
    errors,
    getValues,
    setValue,
    catalogue,
    deliveryMethod: watched.deliveryMethod ?? initial.deliveryMethod,
  });

  // Editing: localStorage holds the full copy of the item (the cookie may have been shortened).
  const { restore } = uploads;
  useEffect(() => {
    if (!editing) return;
    const local = readCart()[0];
    if (!local) return;
    const sameFiles = local.files.map((f) => f.id).join() === initialFiles.map((f) => f.id).join();
    // What the visitor typed before hydration wins over the stored copy; the files still come back.
    if (typedBeforeHydration()) restore(local.files);
    else if (!sameFiles || local.comment !== initial.comment) {
      const { numberOfPages, numberOfDocuments, deliveryMethod, legalization, comment } = local;
      const urgent = local.urgent === true && catalogue.urgent !== null;
      const purpose = local.purpose ?? '';
      const who = identityValues(local.identity);
      reset({
        numberOfPages,
        numberOfDocuments,
        deliveryMethod,
        legalization,
        urgent,
        purpose,
        comment,
        ...who,
        email: '',
      });
      restore(local.files);
    } else if (local.files.some((f, i) => f.url && !initialFiles[i]?.url)) {
      restore(local.files);
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Using the form implies the essential cookies (spec 4).
  const consentGiven = useRef(false);
  const startOrdering = useCallback(() => {
    if (consentGiven.current) return;
    consentGiven.current = true;
    ensureEssentialConsent();
  }, []);

  const quote = useOrderQuote(catalogue, watched, initial, lang);
  const totalCents = quote?.totalCents ?? 0;
  const estimate = useDeliveryEstimate(
    catalogue,
    {
      deliveryMethod: watched.deliveryMethod ?? initial.deliveryMethod,
      legalization: watched.legalization ?? initial.legalization,
      urgent: urgentApplies(watched),
    },
    clock,
  );

  // Answering « Pour quelle démarche ? » presets delivery and legalisation; every field stays free.
  const purposeField = register('purpose', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const purpose = event.target.value;
      if (!(PURPOSE_IDS as readonly string[]).includes(purpose)) return;
      const preset = purposePreset(catalogue, purpose as Purpose);
      if (preset.deliveryMethod) setValue('deliveryMethod', preset.deliveryMethod, { shouldValidate: true });
      if (preset.legalization) setValue('legalization', preset.legalization, { shouldValidate: true });
    },
  });

  const hasErrors = Object.keys(errors).length > 0;
  const blocked = hasErrors || uploads.uploading || !quote;

  const onValid = (values: OrderFormValues) => {
    if (uploads.uploading) return;
    const request = priceRequestSchema.parse({
      numberOfPages: values.numberOfPages,
      numberOfDocuments: values.numberOfDocuments,
      deliveryMethod: values.deliveryMethod,
      legalization: values.legalization,
      urgent: values.urgent === true,
      purpose: values.purpose || undefined,
    });
    const email = needEmail ? orderEmailSchema.parse(values.email) : knownEmail;
    const delivery = catalogue.deliveryMethods.find((d) => d.id === request.deliveryMethod);
    const item: CartItem = {
      ...request,
      mailClient: email,
      identity: identityInput(values, delivery),
      // For display only: the server prices the order again.
      totalPrice: totalCents / 100,
      comment: stripMarkup(values.comment ?? ''),
      files: uploads.uploadedFiles.map(({ id, name, path, url, pages }) => ({ id, name, path, url, pages })),
    };
    startOrdering();
    saveCartItem(item);
    saveMailClient(email);
    navigate(localizedPath(lang, '/panier'));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onValid)}
      onChangeCapture={startOrdering}
      onPointerDownCapture={startOrdering}
      onKeyDownCapture={startOrdering}
      aria-label={t('orderForm.formLabel')}
      data-testid="order-form"
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="space-y-6">
        <PurposeSection
          field={{ id: `${formId}-demarche`, registration: purposeField, error: errors.purpose }}
          chosen={watched.purpose}
        />
        <DocumentsSection
          pages={{ id: `${formId}-pages`, registration: pagesField, error: errors.numberOfPages }}
          documents={{ id: `${formId}-documents`, registration: documentsField, error: errors.numberOfDocuments }}
          pagesInput={pagesInput}
        >
          <CountedPagesHint
            files={uploads.uploadedFiles}
            declared={Number(watched.numberOfPages)}
            onUse={(pages) => {
              const { numberOfPages } = reconcileCounts(pages, Number(getValues('numberOfDocuments')) || 1);
              setValue('numberOfPages', numberOfPages, { shouldValidate: true, shouldDirty: true });
            }}
          />
        </DocumentsSection>
        <DeliverySection
          field={{ id: `${formId}-livraison`, registration: register('deliveryMethod'), error: errors.deliveryMethod }}
          options={catalogue.deliveryMethods}
          chosen={watched.deliveryMethod}
          urgent={
            catalogue.urgent
              ? {
                  option: catalogue.urgent,
                  field: { id: `${formId}-urgent`, registration: register('urgent'), error: errors.urgent },
                }
              : null
          }
          estimate={estimate}
        />
        <ContactSection
          field={{ id: `${formId}-email`, registration: register('email'), error: errors.email }}
          knownEmail={knownEmail}
          needEmail={needEmail}
          signedIn={signedIn}
          onChangeEmail={() => {
            changeEmail();
            setValue('email', '');
            window.setTimeout(() => setFocus('email'), 0);
          }}
        >
          <IdentityFields
            field={identity.field}
            zone={identity.zone}
            pickup={identity.pickup}
            billingKind={watched.billingKind}
            shipCountry={watched.shipCountry}
            billCountry={watched.billCountry}
            countries={countries}
          />
        </ContactSection>
        <LegalizationSection
          field={{ id: `${formId}-legalisation`, registration: register('legalization'), error: errors.legalization }}
          catalogue={catalogue}
          chosen={watched.legalization}
        />
        <FormSection
          id="fichiers"
          step={6}
          icon={Paperclip}
          title={t('orderForm.filesTitle')}
          intro={t('orderForm.filesIntro')}
        >
          <FilesField
            entries={uploads.entries}
            error={uploads.error}
            onAdd={uploads.addFiles}
            onRemove={(key) => void uploads.remove(key)}
            onInteract={startOrdering}
          />
        </FormSection>
        <CommentSection
          field={{ id: `${formId}-commentaire`, registration: register('comment'), error: errors.comment }}
          length={(watched.comment ?? '').length}
        />
      </div>

      <OrderTotal
        formId={formId}
        quote={quote}
        estimate={estimate}
        // Before hydration a click or Enter would send the form as a GET to this page and lose what was typed.
        blocked={blocked || isSubmitting || !hydrated}
        uploading={uploads.uploading}
        hasErrors={hasErrors}
        hasFiles={uploads.uploadedFiles.length > 0}
      />
      <MobileTotalBar totalCents={totalCents} watchId="recapitulatif">
        <a href="#recapitulatif" className="btn-primary px-4 py-2.5">
          {t('customerArea.summary')}
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </a>
      </MobileTotalBar>
    </form>
  );
}
