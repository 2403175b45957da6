/**
 * The widget's reply time in the page's language (the welcome and the reopening: core/chat-text).
 * French keeps the spec's words (replyTimeLabel); other languages word it with Intl, Latin digits.
 * Part of the widget's lazy chunk.
 */
import { replyTimeLabel } from '../../../core/chat-rules';
import { t, type Lang } from '../../../core/messages';

const locale = (lang: Lang) => `${lang}-u-nu-latn`;

/** « Réponse en général sous 15 min » in French; other languages with Intl's units. */
export function replyTimeText(minutes: number, lang: Lang): string {
  if (lang === 'fr') return replyTimeLabel(minutes);
  const m = Math.max(1, Math.round(minutes));
  const unit = (value: number, u: 'minute' | 'hour') =>
    new Intl.NumberFormat(locale(lang), { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(m / 60);
  const parts = hours === 0 ? [unit(m, 'minute')] : [unit(hours, 'hour'), ...(m % 60 ? [unit(m % 60, 'minute')] : [])];
  const duration = new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
  return t(lang, 'chatWidget.replyTime', { duration });
}
