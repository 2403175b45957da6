import { offersArabic } from '../../core/arabic-offer';
import { CATALOGUES, DEFAULT_LANG, type Lang } from '../../core/messages/server';
import type { ArabicOfferText } from '../lib/root-data';

/**
 * The Arabic bar's words for a French page whose visitor prefers Arabic (decision 045), in
 * Arabic: they are for that visitor, not for the page. Undefined otherwise, so French pages'
 * data stays as it was for everyone else.
 */
export function arabicOfferFor(request: Request, lang: Lang): ArabicOfferText | undefined {
  if (lang !== DEFAULT_LANG) return undefined;
  if (!offersArabic(request.headers.get('accept-language'), request.headers.get('cookie'))) return undefined;
  return CATALOGUES.ar.arabicOffer;
}
