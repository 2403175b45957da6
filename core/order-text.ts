import { BUSINESS } from './business';
import { formatDeliveryEstimate, type DeliveryEstimate } from './delivery-date';
import { LEGALIZATION_PACKAGES, NO_LEGALIZATION, type LegalizationPackage } from './legalization-chain';
import { t, translate, type Lang, type MessageId } from './messages';
import type { CodedLine, PriceLine } from './pricing';
import { PURPOSES, type Purpose } from './purposes';
import { freeTextLangAttr } from './text-lang';
import { documentsIn, pagesIn, workingDaysIn, workingDaysRangeIn } from './counted';

/**
 * What an order says in the language of its page and of its e-mails (issue 17, decision 033):
 * catalogue names, « Pour quelle démarche ? », price lines, amounts, delays and dates. French
 * is what the site always said, returned unchanged; the stored order (admin, invoice, Stripe)
 * keeps its French names and lines.
 */

// Amounts are worded in core/money.ts, beside the French format (a page's price card needs no more).
export { eurosIn } from './money';

/** « Total payé : 60 € » in French, « المجموع المدفوع: 60 € » in Arabic (no space before the colon). */
export const labelledIn = (lang: Lang, label: string, value: string): string =>
  lang === 'fr' ? `${label} : ${value}` : `${label}: ${value}`;

/** « 2 à 3 jours ouvrés d’acheminement » / « من 2 إلى 3 أيام عمل للتوصيل البريدي ». */
export const postalLegIn = (lang: Lang, postal: { minDays: number; maxDays: number }): string =>
  t(lang, 'orderPrice.postalLeg', { range: workingDaysRangeIn(lang, postal.minDays, postal.maxDays) });

/** A date or a range of dates of delivery, Intl's words for the language (Latin digits in Arabic). */
export const deliveryDateIn = (
  lang: Lang,
  estimate: Pick<DeliveryEstimate, 'earliest' | 'latest'>,
  options: { withYear?: boolean } = {},
): string => formatDeliveryEstimate(estimate, lang, options);

/** « Livraison estimée : jeudi 27 novembre » / « موعد التسليم المتوقَّع: الخميس، 27 نوفمبر ». */
export const estimatedDeliveryIn = (lang: Lang, estimate: Pick<DeliveryEstimate, 'earliest' | 'latest'>): string =>
  t(lang, 'orderPrice.estimated', { date: deliveryDateIn(lang, estimate) });

/**
 * What the cart states of its estimate (issue 30): the date, and for paper, whose range runs past
 * the office day, the day the signed PDF is e-mailed. Stripe's page says the same words.
 */
export function estimateNoteIn(lang: Lang, estimate: DeliveryEstimate): { date: string; pdf: string | null } {
  const due = { earliest: estimate.dueOn, latest: estimate.dueOn };
  const pdf =
    estimate.latest === estimate.dueOn
      ? null
      : t(lang, 'orderForm.pdfByEmail', {
          date: lang === 'fr' ? `le ${deliveryDateIn(lang, due)}` : deliveryDateIn(lang, due),
        });
  return { date: estimatedDeliveryIn(lang, estimate), pdf };
}

/** « 1 document, 2 pages » / « وثيقة واحدة، صفحتان » (the Arabic comma). */
export const countsIn = (lang: Lang, documents: number, pages: number): string =>
  `${documentsIn(lang, documents)}${lang === 'fr' ? ', ' : '، '}${pagesIn(lang, pages)}`;

type ItemKind = 'delivery' | 'legalization' | 'urgent';

/**
 * A catalogue item's name (or description) in `lang`: the translation of the seeded item while
 * its French is still the seed's (orderItem); the admin's French when she renamed it or added
 * the item herself, since no translation of her words exists.
 */
export function itemTextIn(
  lang: Lang,
  kind: ItemKind,
  id: string,
  french: string,
  part: 'name' | 'description' = 'name',
): string {
  if (lang === 'fr') return french;
  const key = `orderItem.${kind}_${id}${part === 'description' ? '_desc' : ''}` as MessageId;
  const seeded = translate('fr', key, { city: BUSINESS.address.city });
  return seeded === french ? translate(lang, key, { city: BUSINESS.address.cityAr }) : french;
}

/** The urgent option's name in `lang` (« Urgent », « مستعجل »): the same words as on the order form. */
export const urgentNameIn = (lang: Lang, french: string): string => itemTextIn(lang, 'urgent', 'urgent', french);

/** A catalogue option with its name and description in `lang` (the price and delays unchanged). */
export function optionIn<T extends { id: string; name: string; description?: string }>(
  lang: Lang,
  kind: ItemKind,
  option: T,
): T {
  if (lang === 'fr') return option;
  return {
    ...option,
    name: itemTextIn(lang, kind, option.id, option.name),
    ...(option.description !== undefined
      ? { description: itemTextIn(lang, kind, option.id, option.description, 'description') }
      : {}),
  };
}

/** A legalisation package in `lang` (its French is in core/legalization-chain). */
export function packageIn(lang: Lang, pack: LegalizationPackage): LegalizationPackage {
  if (lang === 'fr') return pack;
  return {
    ...pack,
    name: translate(lang, `orderItem.package_${pack.id}` as MessageId),
    description: translate(lang, `orderItem.package_${pack.id}_desc` as MessageId),
  };
}

/** « Pour quelle démarche ? »: a choice's label and the line saying why, in `lang`. */
export function purposeIn(lang: Lang, purpose: Purpose): { label: string; reason: string } {
  if (lang === 'fr') return { label: PURPOSES[purpose].label, reason: PURPOSES[purpose].reason };
  return {
    label: translate(lang, `orderPurpose.${purpose}` as MessageId),
    reason: translate(lang, `orderPurpose.${purpose}_reason` as MessageId),
  };
}

/**
 * A price line in `lang`, from its code and parameters (decision 075). French is the stored label,
 * which computePrice and « Établir le devis » worded from the same parameters when the line was
 * made: the documents already issued keep it. A line without parameters (a free line, a label the
 * admin wrote, or a line stored before decision 075) answers its stored label; priceLinesIn words
 * the last kind by the older matching.
 */
export const priceLineText = (lang: Lang, line: CodedLine & { label: string }): string =>
  lang === 'fr' ? line.label : (priceLineWords(lang, line) ?? line.label);

/** The words of a line's code and parameters in `lang` (the catalogue's); null for a line without parameters. */
export function priceLineWords(lang: Lang, line: CodedLine): string | null {
  if (!line.params) return null;
  switch (line.code) {
    case 'translation':
      return t(lang, 'orderPrice.lineTranslation', { pages: pagesIn(lang, line.params.pages) });
    case 'urgent':
      return t(lang, 'orderPrice.lineUrgent', {
        name: urgentNameIn(lang, line.params.name),
        days: workingDaysIn(lang, line.params.days),
        pages: pagesIn(lang, line.params.pages),
      });
    case 'delivery':
      return t(lang, 'orderPrice.lineDelivery', {
        name: itemTextIn(lang, 'delivery', line.params.optionId, line.params.name),
      });
    case 'legalization':
      return t(lang, 'orderPrice.lineLegalization', {
        name: itemTextIn(lang, 'legalization', line.params.optionId, line.params.name),
        documents: documentsIn(lang, line.params.documents),
      });
  }
}

/** What an order (or the form) was priced with: the stored lines and the options they name. */
export interface PricedChoice {
  lines: readonly (CodedLine & Pick<PriceLine, 'label' | 'quantity' | 'amountCents'>)[];
  deliveryMethod: string;
  /** The stored French name of the delivery method (the admin may have renamed it since). */
  deliveryName: string;
  legalization: string;
  urgentName?: string | null;
  urgentDays?: number | null;
}

/** The French names of a legalisation's steps, as the catalogue gives them, for matching the lines. */
type StepNames = { legalizationTypes: readonly { id: string; name: string }[] };

/**
 * The price lines in `lang`, in the same order with the same amounts: each worded from its code
 * and parameters (priceLineText). Lines stored before decision 075 have none and are worded as
 * they always were, by matching (legacyLinesIn); no stored order needs rewriting.
 */
export function priceLinesIn(lang: Lang, choice: PricedChoice, steps: StepNames): WordedLine[] {
  const legacy = lang === 'fr' ? [] : legacyLinesIn(lang, choice, steps);
  return choice.lines.map((line, i) => {
    const label = line.params === undefined && lang !== 'fr' ? legacy[i]! : priceLineText(lang, line);
    // A label shown as the admin wrote it keeps its own language (issue 26): her « Mise en forme
    // des tableaux » on an Arabic page is French, and says so.
    const own = label === line.label ? freeTextLangAttr(label, lang) : undefined;
    return { label, amountCents: line.amountCents, ...(own === undefined ? {} : { lang: own }) };
  });
}

/** A price line as a page or an e-mail shows it. */
export interface WordedLine {
  label: string;
  amountCents: number;
  /** The `lang` of a label shown as typed in another language than the page's ("" when mixed). */
  lang?: string;
}

/**
 * How lines without parameters (stored before decision 075) were worded, unchanged: by code, and
 * for legalisation by the package's steps in order matched against the French labels. A line whose
 * option the catalogue no longer names, and a quote's free lines, keep their stored label.
 */
function legacyLinesIn(lang: Lang, choice: PricedChoice, steps: StepNames): string[] {
  const lines = choice.lines.filter((l) => l.params === undefined);
  // The legalisation lines follow the package's steps in order (steps priced 0 have no line).
  const pack = LEGALIZATION_PACKAGES.find((p) => p.id === choice.legalization);
  const stepIds = pack ? [...pack.steps] : choice.legalization === NO_LEGALIZATION ? [] : [choice.legalization];
  const priced = stepIds
    .map((id) => steps.legalizationTypes.find((s) => s.id === id))
    .filter((s): s is { id: string; name: string } => s !== undefined && lines.some((l) => l.label.includes(s.name)));
  let legalIndex = 0;
  return choice.lines.map((line) => {
    if (line.params !== undefined) return line.label;
    switch (line.code) {
      case 'translation':
        return t(lang, 'orderPrice.lineTranslation', { pages: pagesIn(lang, line.quantity) });
      case 'urgent':
        return t(lang, 'orderPrice.lineUrgent', {
          name: urgentNameIn(lang, choice.urgentName ?? 'Urgent'),
          days: workingDaysIn(lang, choice.urgentDays ?? 1),
          pages: pagesIn(lang, line.quantity),
        });
      case 'delivery':
        return t(lang, 'orderPrice.lineDelivery', {
          name: itemTextIn(lang, 'delivery', choice.deliveryMethod, choice.deliveryName),
        });
      case 'legalization': {
        const step = priced[legalIndex++];
        if (!step || !line.label.includes(step.name)) return line.label;
        return t(lang, 'orderPrice.lineLegalization', {
          name: itemTextIn(lang, 'legalization', step.id, step.name),
          documents: documentsIn(lang, line.quantity),
        });
      }
      default:
        return line.label;
    }
  });
}

/**
 * The name of an order's legalisation in `lang`: a step's, or « package (step ← step ← step) »
 * (the arrow points the way Arabic reads). The stored French name when a step is unknown.
 */
function legalizationNameIn(lang: Lang, steps: StepNames, value: string, storedFrench: string): string {
  if (lang === 'fr') return storedFrench;
  const pack = LEGALIZATION_PACKAGES.find((p) => p.id === value);
  if (!pack) return itemTextIn(lang, 'legalization', value, storedFrench);
  const names = pack.steps.map((id) => {
    const step = steps.legalizationTypes.find((s) => s.id === id);
    return step ? itemTextIn(lang, 'legalization', id, step.name) : null;
  });
  if (names.some((n) => n === null)) return storedFrench;
  return `${packageIn(lang, pack).name} (${names.join(' ← ')})`;
}

/** An order's price lines and option names in its language, for its e-mails and pages. */
export function orderTextIn(
  lang: Lang,
  order: PricedChoice & { legalizationName: string },
  catalogue: StepNames & { urgent?: { turnaroundDays: number } | null },
): { lines: WordedLine[]; names: { delivery: string; legalization: string } } {
  return {
    lines: priceLinesIn(
      lang,
      { ...order, urgentDays: order.urgentDays ?? catalogue.urgent?.turnaroundDays },
      catalogue,
    ),
    names: {
      delivery: itemTextIn(lang, 'delivery', order.deliveryMethod, order.deliveryName),
      legalization: legalizationNameIn(lang, catalogue, order.legalization, order.legalizationName),
    },
  };
}
