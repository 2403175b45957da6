import { describe, expect, it } from 'vitest';
import { urgentOfferIn } from './catalogue-text';
import {
  daysIn,
  documentsIn,
  minutesIn,
  pagesIn,
  weeksIn,
  withinWorkingDaysIn,
  workingDaysIn,
  workingDaysRangeIn,
  yearsIn,
} from './counted';
import { t, type Lang } from './messages';
import { pageCountIn } from './page-counts';

/**
 * Issue 26: every counted phrase, in both languages, for the counts where Arabic changes its
 * noun (0, 1, 2, 3–10, 11–99, 100). The Arabic forms are those of their place in the sentence:
 * after a preposition or a noun the dual is « يومين », « صفحتين »; on its own « صفحتان ».
 */
const COUNTS = [0, 1, 2, 3, 7, 11, 100] as const;
const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

type Phrase = { name: string; say: (lang: Lang, n: number) => string; fr: string[]; ar: string[] };

const PHRASES: Phrase[] = [
  {
    name: 'years',
    say: yearsIn,
    fr: ['0 an', '1 an', '2 ans', '3 ans', '7 ans', '11 ans', '100 ans'],
    ar: ['0 سنة', 'سنة واحدة', 'سنتين', '3 سنوات', '7 سنوات', '11 سنة', '100 سنة'],
  },
  {
    name: 'days',
    say: daysIn,
    fr: ['0 jour', '1 jour', '2 jours', '3 jours', '7 jours', '11 jours', '100 jours'],
    ar: ['0 يوم', 'يوم واحد', 'يومين', '3 أيام', '7 أيام', '11 يومًا', '100 يوم'],
  },
  {
    name: 'minutes (100 is an hour and 40 minutes)',
    say: minutesIn,
    fr: ['0 minute', '1 minute', '2 minutes', '3 minutes', '7 minutes', '11 minutes', '1 heure 40'],
    ar: ['0 دقيقة', 'دقيقة واحدة', 'دقيقتين', '3 دقائق', '7 دقائق', '11 دقيقة', 'ساعة واحدة و40 دقيقة'],
  },
  {
    name: 'hours',
    say: (lang, n) => minutesIn(lang, n * 60 || 60),
    fr: ['1 heure', '1 heure', '2 heures', '3 heures', '7 heures', '11 heures', '100 heures'],
    ar: ['ساعة واحدة', 'ساعة واحدة', 'ساعتين', '3 ساعات', '7 ساعات', '11 ساعة', '100 ساعة'],
  },
  {
    name: 'working days (one and two in hours)',
    say: workingDaysIn,
    fr: [
      'le jour même',
      '24 h ouvrées',
      '48 h ouvrées',
      '3 jours ouvrés',
      '7 jours ouvrés',
      '11 jours ouvrés',
      '100 jours ouvrés',
    ],
    ar: ['في اليوم نفسه', '24 ساعة عمل', '48 ساعة عمل', '3 أيام عمل', '7 أيام عمل', '11 يوم عمل', '100 يوم عمل'],
  },
  {
    name: 'within working days',
    say: withinWorkingDaysIn,
    fr: [
      'dans la journée',
      'sous 24 h ouvrées',
      'sous 48 h ouvrées',
      'sous 3 jours ouvrés',
      'sous 7 jours ouvrés',
      'sous 11 jours ouvrés',
      'sous 100 jours ouvrés',
    ],
    ar: [
      'في اليوم نفسه',
      'خلال 24 ساعة عمل',
      'خلال 48 ساعة عمل',
      'خلال 3 أيام عمل',
      'خلال 7 أيام عمل',
      'خلال 11 يوم عمل',
      'خلال 100 يوم عمل',
    ],
  },
  {
    name: 'a range of working days from 1',
    say: (lang, n) => workingDaysRangeIn(lang, 1, n),
    fr: [
      'le jour même à 24 h ouvrées',
      '24 h ouvrées',
      '24 à 48 h ouvrées',
      '1 à 3 jours ouvrés',
      '1 à 7 jours ouvrés',
      '1 à 11 jours ouvrés',
      '1 à 100 jours ouvrés',
    ],
    ar: [
      'من اليوم نفسه إلى 24 ساعة عمل',
      '24 ساعة عمل',
      'من 24 إلى 48 ساعة عمل',
      'من 1 إلى 3 أيام عمل',
      'من 1 إلى 7 أيام عمل',
      'من 1 إلى 11 يوم عمل',
      'من 1 إلى 100 يوم عمل',
    ],
  },
  {
    name: 'weeks (of five working days, at least one)',
    say: (lang, n) => weeksIn(lang, n * 5),
    fr: [
      'environ 1 semaine',
      'environ 1 semaine',
      'environ 2 semaines',
      'environ 3 semaines',
      'environ 7 semaines',
      'environ 11 semaines',
      'environ 100 semaines',
    ],
    ar: [
      'نحو أسبوع واحد',
      'نحو أسبوع واحد',
      'نحو أسبوعين',
      'نحو 3 أسابيع',
      'نحو 7 أسابيع',
      'نحو 11 أسبوعًا',
      'نحو 100 أسبوع',
    ],
  },
  {
    name: 'pages on their own (price lines, summaries)',
    say: pagesIn,
    fr: ['0 page', '1 page', '2 pages', '3 pages', '7 pages', '11 pages', '100 pages'],
    ar: ['0 صفحة', 'صفحة واحدة', 'صفحتان', '3 صفحات', '7 صفحات', '11 صفحة', '100 صفحة'],
  },
  {
    name: 'pages next to a file',
    say: pageCountIn,
    fr: ['0 page', '1 page', '2 pages', '3 pages', '7 pages', '11 pages', '100 pages'],
    ar: ['0 صفحة', 'صفحة واحدة', 'صفحتان', '3 صفحات', '7 صفحات', '11 صفحة', '100 صفحة'],
  },
  {
    name: 'pages after « Vos fichiers comptent » / « على »',
    say: (lang, count) => t(lang, 'counts.pagesGoverned', { count }),
    fr: ['0 page', '1 page', '2 pages', '3 pages', '7 pages', '11 pages', '100 pages'],
    ar: ['0 صفحة', 'صفحة واحدة', 'صفحتين', '3 صفحات', '7 صفحات', '11 صفحة', '100 صفحة'],
  },
  {
    name: 'documents',
    say: documentsIn,
    fr: ['0 document', '1 document', '2 documents', '3 documents', '7 documents', '11 documents', '100 documents'],
    ar: ['0 وثيقة', 'وثيقة واحدة', 'وثيقتان', '3 وثائق', '7 وثائق', '11 وثيقة', '100 وثيقة'],
  },
  {
    name: 'the pages the files hold, as declared',
    say: (lang, count) => t(lang, 'orderForm.countSame', { count }),
    fr: [0, 1, 2, 3, 7, 11, 100].map((n) => `Vos fichiers comptent ${n} page${n > 1 ? 's' : ''}, comme indiqué.`),
    ar: ['0 صفحة', 'صفحة واحدة', 'صفحتين', '3 صفحات', '7 صفحات', '11 صفحة', '100 صفحة'].map(
      (p) => `تحتوي ملفاتك على ${p}، كما أدخلت.`,
    ),
  },
  {
    name: 'the button that takes the pages counted',
    say: (lang, count) => t(lang, 'orderForm.useCount', { count }),
    fr: [0, 1, 2, 3, 7, 11, 100].map((n) => `Utiliser ${n} page${n > 1 ? 's' : ''}`),
    ar: [
      'اعتماد 0 صفحة',
      'اعتماد صفحة واحدة',
      'اعتماد صفحتين',
      'اعتماد 3 صفحات',
      'اعتماد 7 صفحات',
      'اعتماد 11 صفحة',
      'اعتماد 100 صفحة',
    ],
  },
  {
    name: 'files whose pages are unknown',
    say: (lang, count) => t(lang, 'orderForm.countUnknownSome', { count }),
    fr: [0, 1, 2, 3, 7, 11, 100].map(
      (n) => `Nombre de pages inconnu pour ${n} fichier${n > 1 ? 's' : ''} : vérifiez le total vous-même.`,
    ),
    ar: ['بعض الملفات', 'ملف واحد', 'ملفين', '3 ملفات', '7 ملفات', '11 ملفًا', '100 ملف'].map(
      (f) => `عدد صفحات ${f} غير معروف: يُرجى التحقق من المجموع بنفسك.`,
    ),
  },
  {
    name: 'all files uncounted',
    say: (lang, count) => t(lang, 'orderForm.countUnknownAll', { count }),
    fr: [0, 1, 2, 3, 7, 11, 100].map(
      (n) =>
        `Nous n’avons pas pu compter les pages de ${n > 1 ? 'vos fichiers' : 'votre fichier'} (nombre de pages inconnu) : indiquez-les vous-même.`,
    ),
    ar: ['ملفاتك', 'ملفك', 'ملفيك', 'ملفاتك', 'ملفاتك', 'ملفاتك', 'ملفاتك'].map(
      (f) => `لم نتمكّن من عدّ صفحات ${f}: يُرجى إدخال العدد بنفسك.`,
    ),
  },
  {
    name: 'the accounting period',
    say: (lang, count) => t(lang, 'counts.yearsAfterPayment', { count }),
    fr: ['0 an', '1 an', '2 ans', '3 ans', '7 ans', '11 ans', '100 ans'].map((y) => `${y} après le paiement`),
    ar: [
      'عند الدفع',
      'سنة واحدة بعد الدفع',
      'سنتين بعد الدفع',
      '3 سنوات بعد الدفع',
      '7 سنوات بعد الدفع',
      '11 سنة بعد الدفع',
      '100 سنة بعد الدفع',
    ],
  },
  {
    name: 'the « Urgent » offer’s page limit',
    say: (lang, count) => t(lang, 'counts.urgentOffer', { delay: 'D', price: 'P', count }),
    fr: [0, 1, 2, 3, 7, 11, 100].map((n) => `D, P de plus par page (jusqu’à ${n} page${n > 1 ? 's' : ''})`),
    ar: [
      'D، مقابل P إضافية عن كل صفحة',
      'D، مقابل P إضافية عن كل صفحة (لطلب من صفحة واحدة)',
      'D، مقابل P إضافية عن كل صفحة (لطلب لا يتجاوز صفحتين)',
      'D، مقابل P إضافية عن كل صفحة (لطلب لا يتجاوز 3 صفحات)',
      'D، مقابل P إضافية عن كل صفحة (لطلب لا يتجاوز 7 صفحات)',
      'D، مقابل P إضافية عن كل صفحة (لطلب لا يتجاوز 11 صفحة)',
      'D، مقابل P إضافية عن كل صفحة (لطلب لا يتجاوز 100 صفحة)',
    ],
  },
];

describe('counted phrases', () => {
  for (const phrase of PHRASES) {
    it(`words ${phrase.name} in French and in Arabic`, () => {
      expect(COUNTS.map((n) => nb(phrase.say('fr', n)))).toEqual(phrase.fr);
      expect(COUNTS.map((n) => phrase.say('ar', n))).toEqual(phrase.ar);
    });
  }

  it('says « nombre de pages inconnu » / « عدد الصفحات غير معروف » for a file it could not count', () => {
    expect(pageCountIn('fr', null)).toBe('nombre de pages inconnu');
    expect(pageCountIn('ar', undefined)).toBe('عدد الصفحات غير معروف');
  });

  it('words the « Urgent » offer from the catalogue in each language', () => {
    const catalogue = { urgent: { name: 'Urgent', priceCents: 1500, turnaroundDays: 1 } };
    expect(nb(urgentOfferIn('fr', catalogue)!)).toBe('24 h ouvrées, 15 € de plus par page (jusqu’à 10 pages)');
    expect(nb(urgentOfferIn('ar', catalogue)!)).toBe(
      '24 ساعة عمل، مقابل 15 € إضافية عن كل صفحة (لطلب لا يتجاوز 10 صفحات)',
    );
    expect(urgentOfferIn('ar', { urgent: null })).toBeNull();
  });
});
