import type { UseFormSetValue } from 'react-hook-form';
import { PURPOSE_IDS, purposePreset, type Purpose } from '../../../../core/purposes';
import type { OrderFormValues } from '../form-schema';
import type { OrderCatalogue } from '../types';

/**
 * Answering « Pour quelle démarche ? » presets delivery and legalisation; every field stays free.
 * `chosen` names the fields the visitor set themselves (before hydration): they are left alone.
 */
export function applyPurposePreset(
  catalogue: OrderCatalogue,
  purpose: string,
  setValue: UseFormSetValue<OrderFormValues>,
  chosen: readonly string[] = [],
) {
  if (!(PURPOSE_IDS as readonly string[]).includes(purpose)) return;
  const preset = purposePreset(catalogue, purpose as Purpose);
  if (preset.deliveryMethod && !chosen.includes('deliveryMethod'))
    setValue('deliveryMethod', preset.deliveryMethod, { shouldValidate: true });
  if (preset.legalization && !chosen.includes('legalization'))
    setValue('legalization', preset.legalization, { shouldValidate: true });
}
