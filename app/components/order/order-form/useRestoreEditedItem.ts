import { useEffect } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { readCart, type CartFile } from '../../../lib/cart';
import type { OrderFormValues } from '../form-schema';
import { identityValues } from '../identity-values';
import type { OrderCatalogue } from '../types';

/**
 * Editing: localStorage holds the full copy of the item (the cookie may have been shortened), so
 * the form and its files come back from it once, on arrival.
 */
export function useRestoreEditedItem({
  editing,
  initial,
  initialFiles,
  catalogue,
  reset,
  restore,
  typedBeforeHydration,
}: {
  editing: boolean;
  initial: Omit<OrderFormValues, 'email'>;
  initialFiles: CartFile[];
  catalogue: OrderCatalogue;
  reset: UseFormReset<OrderFormValues>;
  restore: (files: CartFile[]) => void;
  /** What was typed before hydration, if anything (useTypedBeforeHydration). */
  typedBeforeHydration: () => unknown;
}) {
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
}
