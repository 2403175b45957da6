import { Paperclip } from 'lucide-react';
import type { CountryOption } from '../../../../core/countries';
import { reconcileCounts } from '../../../../core/order-rules';
import { useT } from '../../../lib/i18n';
import { CountedPagesHint } from '../CountedPagesHint';
import { FilesField } from '../FilesField';
import { FormSection } from '../FormSection';
import { IdentityFields } from '../IdentityFields';
import { LegalizationSection } from '../LegalizationSection';
import { CommentSection, ContactSection, DeliverySection, DocumentsSection } from '../OrderSections';
import { PurposeSection } from '../PurposeSection';
import type { OrderCatalogue } from '../types';
import type { OrderFormState } from './useOrderForm';

/** The form's steps, one section each, in the left column (the price stands beside them). */
export function OrderSteps({
  order,
  catalogue,
  signedIn,
  countries,
}: {
  order: OrderFormState;
  catalogue: OrderCatalogue;
  signedIn: boolean;
  countries: CountryOption[];
}) {
  const t = useT();
  const { form, formId, register, watched, uploads, email, pageCounts, identity, estimate } = order;
  const { getValues, setValue, setFocus } = form;
  const { errors } = form.formState;
  const { pagesField, documentsField, pagesInput } = pageCounts;

  return (
    <div className="space-y-6">
      <PurposeSection
        field={{ id: `${formId}-demarche`, registration: order.purposeField, error: errors.purpose }}
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
        knownEmail={email.knownEmail}
        needEmail={email.needEmail}
        signedIn={signedIn}
        onChangeEmail={() => {
          email.changeEmail();
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
          onInteract={order.startOrdering}
        />
      </FormSection>
      <CommentSection
        field={{ id: `${formId}-commentaire`, registration: register('comment'), error: errors.comment }}
        length={(watched.comment ?? '').length}
      />
    </div>
  );
}
