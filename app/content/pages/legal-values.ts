import { addressForArabic, BUSINESS, oneLine } from '../../../core/business';
import { daysIn, minutesIn, withinWorkingDaysIn, yearsIn } from '../../../core/counted';
import { paperMethods, translationTurnaround } from '../../../core/catalogue-text';
import { arabicLegalisationDelayText, arabicOptionListText } from '../../../core/catalogue-text-ar';
import { formatEuros } from '../../../core/money';
import { translate } from '../../../core/messages';
import { ACCOUNTING_RETENTION_YEARS } from '../../../core/retention';
import type { PageSources } from './model';

/**
 * The values the Arabic legal summaries state, worded in Arabic from the same settings and
 * catalogue as the French pages (decision 028). In an Arabic sentence, names and numbers never
 * break inside (« Benali / Traduction », a SIRET over two lines read in the wrong order at
 * 390 px); the address only between its parts.
 */
export function arabicLegalValues({ catalogue, retention, host }: PageSources) {
  const b = BUSINESS;
  return {
    name: oneLine(b.translatorName),
    trade: oneLine(b.tradeName),
    address: addressForArabic(),
    siret: oneLine(b.siret),
    court: b.courtOfAppeal,
    email: b.email,
    host,
    hostName: oneLine(b.host.name),
    hostAddress: addressForArabic(b.host.address),
    mediator: oneLine(b.mediator.name),
    price: formatEuros(catalogue.pricePerPageCents),
    within: withinWorkingDaysIn('ar', translationTurnaround(catalogue).min),
    legalisation: arabicLegalisationDelayText(catalogue),
    methods: arabicOptionListText(paperMethods(catalogue)),
    years: yearsIn('ar', retention.contactYears),
    days: daysIn('ar', retention.documentDays),
    idle: minutesIn('ar', retention.uploadIdleMinutes),
    accounting: translate('ar', 'counts.yearsAfterPayment', { count: ACCOUNTING_RETENTION_YEARS }),
  };
}
