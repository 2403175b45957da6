import { ArrowDown } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { MobileTotalBar } from './MobileTotalBar';
import { OrderSteps } from './order-form/OrderSteps';
import type { OrderFormProps } from './order-form/props';
import { useOrderForm } from './order-form/useOrderForm';
import { OrderTotal } from './OrderTotal';

export type { OrderFormProps } from './order-form/props';

/**
 * The order form: six steps and the price beside them. Valid, it puts the
 * item in the cart (cookie and localStorage) and goes to /panier; the server
 * prices the order again there.
 */
export function OrderForm({ signedIn, countries, ...props }: OrderFormProps) {
  const t = useT();
  const order = useOrderForm(props);
  const { formId, quote, uploads, hydrated, startOrdering } = order;
  const { errors, isSubmitting } = order.form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const blocked = hasErrors || uploads.uploading || !quote;

  return (
    <form
      ref={order.formRef}
      noValidate
      onSubmit={order.onSubmit}
      onChangeCapture={startOrdering}
      onPointerDownCapture={startOrdering}
      onKeyDownCapture={startOrdering}
      aria-label={t('orderForm.formLabel')}
      data-testid="order-form"
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <OrderSteps order={order} catalogue={props.catalogue} signedIn={signedIn} countries={countries} />

      <OrderTotal
        formId={formId}
        quote={quote}
        estimate={order.estimate}
        // Before hydration a click or Enter would send the form as a GET to this page and lose what was typed.
        blocked={blocked || isSubmitting || !hydrated}
        uploading={uploads.uploading}
        hasErrors={hasErrors}
        hasFiles={uploads.uploadedFiles.length > 0}
      />
      <MobileTotalBar totalCents={order.totalCents} watchId="recapitulatif">
        <a href="#recapitulatif" className="btn-primary px-4 py-2.5">
          {t('customerArea.summary')}
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </a>
      </MobileTotalBar>
    </form>
  );
}
