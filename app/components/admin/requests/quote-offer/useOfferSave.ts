import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { tr } from '../../../../../core/messages';
import type { QuoteOfferInput } from '../../../../../core/quote-offer-rules';
import { adminRequest } from '../../admin-api';
import type { SaveMode } from './OfferFooter';

/**
 * Saves the quote as a draft or sends it. Checked with the shared rules; what was typed goes to
 * the server, which parses it again.
 */
export function useOfferSave({
  requestId,
  form,
  onSaved,
  onClose,
}: {
  requestId: string;
  form: UseFormReturn<QuoteOfferInput>;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<SaveMode | null>(null);

  const save = (mode: SaveMode) =>
    form.handleSubmit(async () => {
      setPending(mode);
      setServerError(null);
      const values = form.getValues();
      const answer =
        mode === 'send'
          ? await adminRequest('POST', `/api/admin/quotes/${requestId}/offer/send`, values)
          : await adminRequest('PUT', `/api/admin/quotes/${requestId}/offer`, values);
      setPending(null);
      if (!answer.ok) {
        setServerError(answer.message ?? tr('adminRequest.saveFailed'));
        return;
      }
      onSaved(mode === 'send' ? tr('adminRequest.quoteSent') : tr('adminRequest.draftSaved'));
      onClose();
    })();

  return { serverError, setServerError, pending, save };
}
