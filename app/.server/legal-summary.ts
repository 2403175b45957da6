import { addressForArabic, BUSINESS, fullAddress, oneLine } from '../../core/business';
import { daysIn, minutesIn, withinWorkingDaysIn, yearsIn } from '../../core/counted';
import { legalisationDelayText, optionListText, paperMethods, translationTurnaround } from '../../core/catalogue-text';
import { arabicLegalisationDelayText, arabicOptionListText } from '../../core/catalogue-text-ar';
import { formatEuros } from '../../core/money';
import { translate, type Lang, type MessageId } from '../../core/messages';
import { ACCOUNTING_RETENTION_YEARS, type RetentionPolicy } from '../../core/retention';
import type { OrderCatalogue } from '../components/order/types';

/**
 * The Arabic summaries of the legal pages not yet in app/content/pages (issue 17; /cgu moved there, issue 26): their words looked up here, on the
 * server, and sent as loader data so no page bundle carries them. Every duration, price and
 * delay they state comes from the same settings and catalogue as the French pages (decision 028).
 */

/** The French legal pages that have a summary, with their catalogue key and number of sections. */
const LEGAL_SUMMARIES = {
  '/legal': { key: 'legal', sections: 6 },
  '/cookies': { key: 'cookies', sections: 4 },
  '/securite-ssl': { key: 'security', sections: 5 },
} as const;

export type LegalSummaryPath = keyof typeof LEGAL_SUMMARIES;

export const isLegalSummaryPath = (path: string): path is LegalSummaryPath => path in LEGAL_SUMMARIES;

export interface Sources {
  catalogue: OrderCatalogue;
  retention: RetentionPolicy;
  /** The site's host name, as the address bar shows it. */
  host: string;
}

/** Every value a summary may fill in, worded in `lang`. */
export function summaryValues(lang: Lang, { catalogue, retention, host }: Sources): Record<string, string> {
  const b = BUSINESS;
  const ar = lang === 'ar';
  // In an Arabic sentence, names and numbers never break inside (« Benali / Traduction », a SIRET
  // over two lines read in the wrong order at 390 px); the address only between its parts.
  const whole = ar ? oneLine : (text: string) => text;
  return {
    name: whole(b.translatorName),
    trade: whole(b.tradeName),
    address: ar ? addressForArabic() : fullAddress(),
    siret: whole(b.siret),
    court: b.courtOfAppeal,
    email: b.email,
    host,
    hostName: whole(b.host.name),
    hostAddress: ar ? addressForArabic(b.host.address) : b.host.address,
    mediator: whole(b.mediator.name),
    price: formatEuros(catalogue.pricePerPageCents),
    within: withinWorkingDaysIn(lang, translationTurnaround(catalogue).min),
    legalisation: ar ? arabicLegalisationDelayText(catalogue) : legalisationDelayText(catalogue),
    methods: ar ? arabicOptionListText(paperMethods(catalogue)) : optionListText(paperMethods(catalogue)),
    years: yearsIn(lang, retention.contactYears),
    days: daysIn(lang, retention.documentDays),
    idle: minutesIn(lang, retention.uploadIdleMinutes),
    accounting: translate(lang, 'counts.yearsAfterPayment', { count: ACCOUNTING_RETENTION_YEARS }),
  };
}

export function legalSummaryText(lang: Lang, path: LegalSummaryPath, sources: Sources) {
  const { key, sections } = LEGAL_SUMMARIES[path];
  const vars = summaryValues(lang, sources);
  const text = (id: string) => translate(lang, `legalAr.${id}` as MessageId, vars);
  return {
    path,
    eyebrow: text('eyebrow'),
    binding: text('binding'),
    bindingLink: text('bindingLink'),
    title: text(`${key}Title`),
    description: text(`${key}Description`),
    sections: Array.from({ length: sections }, (_, i) => ({
      id: `${key}-${i + 1}`,
      title: text(`${key}${i + 1}Title`),
      paragraphs: [text(`${key}${i + 1}Text`)],
    })),
  };
}
