import { BUSINESS } from '../../core/business';
import { arabicUrgentOfferText, translationTurnaround, urgentOfferText } from '../../core/catalogue-text';
import { CATALOGUES, t, type Lang } from '../../core/messages/server';
import { urgentNameIn } from '../../core/order-text';
import { countToShow, googleReviewsToShow } from '../../core/trust-rules';
import { daysIn, withinWorkingDaysIn, yearsIn } from '../../core/counted';
import { replyWithinTextIn } from '../../core/turnaround';
import type { HeroText } from '../components/home/HomeHero';
import type { OrderCatalogue } from '../components/order/types';
import { SAMPLE_PDF, SAMPLES } from '../content/samples';
import { homePricesText } from './home-prices';
import { sampleGridHtml } from './sample-grid';

/** The home domain of the catalogue in the page's language, French for whatever it lacks. */
const homeWords = (lang: Lang) => ({ ...CATALOGUES.fr.home, ...CATALOGUES[lang].home });
type HomeWords = ReturnType<typeof homeWords>;

/**
 * The home page's words in the page's language, looked up here on the server and sent as loader
 * data: the home page's script budget is tight, and the catalogue stays out of its bundle.
 * Delays and prices come from the catalogue (decision 028), worded for each language.
 */
export function homePageText(lang: Lang, catalogue: OrderCatalogue, now = new Date()) {
  const b = BUSINESS;
  const text = homeWords(lang);
  const arabic = lang === 'ar';
  const court = { court: b.courtOfAppeal };
  const name = { name: b.translatorName };
  const fastest = translationTurnaround(catalogue).min;
  const google = googleReviewsToShow(b.googleReviews);
  const urgent = arabic ? arabicUrgentOfferText(catalogue) : urgentOfferText(catalogue);
  const delay = t(lang, 'home.delayText', {
    within: withinWorkingDaysIn(lang, fastest),
  });
  const hurry = urgent
    ? t(lang, 'home.delayUrgent', { name: urgentNameIn(lang, catalogue.urgent!.name), offer: urgent })
    : t(lang, 'home.delayNoUrgent');
  const item = (key: string) => text[key as keyof typeof text];
  return {
    meta: {
      title: text.metaTitle,
      description: t(lang, 'home.metaDescription', { ...name, ...court }),
    },
    hero: heroSection(lang, catalogue, text),
    expertise: {
      eyebrow: text.expertiseEyebrow,
      title: text.expertiseTitle,
      text: t(lang, 'home.expertiseText', { ...court, ...name }),
      cards: [
        { title: text.experienceTitle, text: t(lang, 'home.experienceText', { year: b.foundedYear }) },
        // French joins the two sentences with a space, as it always did.
        { title: text.delayTitle, text: `${delay} ${hurry}` },
        { title: text.privacyTitle, text: text.privacyText },
      ] as [{ title: string; text: string }, { title: string; text: string }, { title: string; text: string }],
    },
    documents: {
      eyebrow: text.documentsEyebrow,
      title: text.documentsTitle,
      text: text.documentsText,
      groups: [
        {
          title: text.legalTitle,
          intro: text.legalIntro,
          items: [1, 2, 3, 4, 5, 6, 7, 8].map((i) => item(`legalItem${i}`)),
        },
        {
          title: text.businessTitle,
          intro: text.businessIntro,
          items: [1, 2, 3, 4, 5, 6].map((i) => item(`businessItem${i}`)),
        },
      ],
      cta: text.pricesCta,
    },
    steps: {
      eyebrow: text.stepsEyebrow,
      title: text.stepsTitle,
      items: [1, 2, 3].map((i) => ({ title: item(`step${i}Title`), text: item(`step${i}Text`) })),
      // « Vérifier une traduction » in one line (issue 31).
      verify: { text: t(lang, 'verification.homeLine'), link: t(lang, 'verification.homeLink') },
    },
    figures: figuresSection(lang, text, fastest, now),
    reviews: {
      eyebrow: text.reviewsEyebrow,
      title: text.reviewsTitle,
      // The real Google figures' words, only when core/business.ts holds them (decision 031).
      google: google ? t(lang, 'home.reviewsGoogle', { count: google.count }) : null,
      newTab: text.newTab,
      // Said when a card is in the other language (the page decides, from its reviews: home-reviews.ts).
      otherLanguage: text.reviewsOtherLanguage,
      carousel: {
        label: text.reviewsCarousel,
        role: text.reviewsRole,
        shown: text.reviewsShown,
        previous: text.reviewsPrevious,
        next: text.reviewsNext,
        page: text.reviewsPage,
        all: text.reviewsAll,
        allNewTab: text.reviewsAllNewTab,
      },
    },
    samples: samplesSection(lang, {
      eyebrow: text.samplesEyebrow,
      title: text.samplesTitle,
      text: text.samplesText,
    }),
    cta: { title: text.ctaTitle, text: text.ctaText, quote: text.ctaQuote },
  };
}

/** The hero: the title, the base price and delay, and the card vouching for the translator. */
function heroSection(lang: Lang, catalogue: OrderCatalogue, text: HomeWords): HeroText {
  const b = BUSINESS;
  const court = { court: b.courtOfAppeal };
  const name = { name: b.translatorName };
  return {
    eyebrow: t(lang, 'home.heroEyebrow', court),
    titleStart: text.heroTitleStart,
    titlePair: text.heroTitlePair,
    titleEnd: text.heroTitleEnd,
    text: t(lang, 'home.heroText', name),
    order: text.heroOrder,
    contact: text.heroContact,
    // The base price and the usual delay, and a few documents priced by the order form's rule.
    prices: homePricesText(lang, catalogue),
    badges: [text.badgeAccepted, text.badgePayment, text.badgeEncrypted] as [string, string, string],
    card: {
      title: text.cardTitle,
      // Her registration and oath, with the court's list to check it (decision 031).
      court: t(lang, 'home.cardCourtOath', { ...court, year: b.oathYear }),
      checkList: text.cardCheckList,
      newTab: text.newTab,
      facts: [
        text.cardLanguages,
        text.cardStamp,
        // The reply delay of a quote request (core/turnaround.ts: one working day).
        t(lang, 'home.cardQuote', { within: replyWithinTextIn(lang) }),
      ] as [string, string, string],
      since: t(lang, 'home.cardSince', { year: b.foundedYear }),
      clients: text.cardClients,
    },
  };
}

/** The figures: only what the business configuration can vouch for (decision 031), no invented figure. */
function figuresSection(lang: Lang, text: HomeWords, fastest: number, now: Date) {
  const b = BUSINESS;
  const arabic = lang === 'ar';
  const documents = countToShow(b.documentsTranslated);
  return {
    title: t(lang, 'home.figuresTitle', { name: b.tradeName }),
    items: [
      // Only what the business configuration can vouch for (decision 031): no invented figure.
      {
        value: yearsIn(lang, now.getUTCFullYear() - b.foundedYear),
        label: text.figureYearsLabel,
      },
      documents
        ? { value: documents.toLocaleString(arabic ? 'ar-u-nu-latn' : 'fr-FR'), label: text.figureDocumentsLabel }
        : { value: '2', label: text.figureLanguagesLabel },
      fastest <= 0
        ? { value: text.figureSameDay, label: text.figureSameDayLabel }
        : fastest <= 2
          ? { value: t(lang, 'home.figureHours', { hours: fastest * 24 }), label: text.figureHoursLabel }
          : { value: daysIn(lang, fastest), label: text.figureDaysLabel },
      { value: String(b.oathYear), label: text.figureOathLabel },
    ],
  };
}

/** The samples section: captions and alternative texts in the page's language, the grid and its lightbox. */
function samplesSection(lang: Lang, heading: { eyebrow: string; title: string; text: string }) {
  const arabic = lang === 'ar';
  const sample = { ...CATALOGUES.fr.sample, ...CATALOGUES[lang].sample };
  const items = SAMPLES.map((s) => {
    const caption = sample[s.key];
    const alt = {
      name: arabic ? caption : caption.charAt(0).toLowerCase() + caption.slice(1),
      what: sample[`${s.key}What`],
    };
    return {
      slug: s.slug,
      name: caption,
      alts: [t(lang, 'sample.originalAlt', alt), t(lang, 'sample.translationAlt', alt)] as [string, string],
    };
  });
  return {
    ...heading,
    pdf: { href: SAMPLE_PDF, label: sample.pdf },
    // The grid and the lightbox, as HTML (see there why).
    html: sampleGridHtml(items, {
      original: sample.original,
      translation: sample.translation,
      dialog: sample.dialog,
      close: sample.close,
      previous: sample.previous,
      next: sample.next,
      showTranslation: sample.showTranslation,
      showOriginal: sample.showOriginal,
      position: sample.position,
    }),
  };
}
