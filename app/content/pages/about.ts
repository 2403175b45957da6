import { BUSINESS } from '../../../core/business';
import {
  arabicUrgentOfferText,
  translationTurnaround,
  translationWithinText,
  urgentOfferText,
} from '../../../core/catalogue-text';
import { withinWorkingDaysIn } from '../../../core/counted';
import { urgentNameIn } from '../../../core/order-text';
import { replyWithinTextIn } from '../../../core/turnaround';
import type { OrderCatalogue } from '../../components/order/types';
import { accessSection, servicesSection } from './about-office';
import { arabicActions, arabicCta } from './landing-shared';
import type { LandingPageContent, PageSources } from './model';

type Section = LandingPageContent['sections'][number];

const b = BUSINESS;
/** Years of practice the title band claims, as written since the page was first published. */
const YEARS = 10;
/** A name or a French term inside Arabic text, isolated so it keeps its own direction. */
const fsi = (s: string | number) => `\u2068${s}\u2069`;
const lri = (s: string) => `\u2066${s}\u2069`;

/** /about and /ar/about: the translator, her commitments, what she translates, the office. */
export function aboutPage({ catalogue: c }: PageSources): LandingPageContent {
  return {
    path: '/about',
    // In French the page says only where it sits; in Arabic it also describes the office (decision 032).
    structuredData: { fr: [], ar: ['business'] },
    meta: {
      fr: {
        title: `À propos de ${b.translatorName}, traductrice arabe à ${b.address.city}`,
        description: `${b.translatorName}, traductrice certifiée arabe–français inscrite près la ${b.courtOfAppeal} depuis ${b.oathYear}\u00a0: parcours, valeurs, services et plan d’accès au cabinet.`,
      },
      ar: {
        title: `عن ${fsi(b.translatorName)}، مترجمة العربية في ${fsi(b.address.cityAr)}`,
        description: `${fsi(b.translatorName)}، مترجمة محلّفة عربي–فرنسي لدى محكمة الاستئناف (${lri(b.courtOfAppeal)}) منذ ${b.oathYear}: مسيرتها ولغاتها والتزاماتها.`,
      },
    },
    hero: {
      fr: {
        eyebrow: 'À propos',
        title: `${b.translatorName}, ${b.title.toLowerCase()} à ${b.address.city}`,
        crumb: 'À propos',
        lead: `Inscrite sur la liste des experts de la ${b.courtOfAppeal} depuis ${b.oathYear}, ${b.translatorName} traduit vos documents officiels de l’arabe vers le français et du français vers l’arabe, avec la rigueur qu’exigent les administrations, les tribunaux et les ambassades.`,
        primary: { to: '/contact', label: 'Prendre contact' },
        secondary: { to: '/services', label: 'Voir les services et tarifs' },
        points: [`Plus de ${YEARS}\u00a0ans d’expérience`, 'Experte près la cour d’appel', 'Arabe ⇄ français'],
        illustration: 'initials',
      },
      ar: {
        eyebrow: 'المترجمة',
        title: `${fsi(b.translatorName)}، مترجمة محلّفة في ${fsi(b.address.cityAr)}`,
        crumb: 'المترجمة',
        lead: `مسجّلة في قائمة الخبراء لدى محكمة الاستئناف (${lri(b.courtOfAppeal)}) منذ ${b.oathYear}، تترجم ${fsi(b.translatorName)} وثائقك الرسمية من العربية إلى الفرنسية ومن الفرنسية إلى العربية، بالدقة التي تشترطها الإدارات والمحاكم والسفارات.`,
        primary: { to: '/contact', label: 'تواصل معنا الآن' },
        secondary: arabicActions.order(),
        points: ['خبيرة لدى محكمة الاستئناف', 'العربية الفصحى واللهجات', 'ردّ شخصي على كل طلب'],
        illustration: 'initials',
      },
    },
    sections: [pathSection(), valuesSection(c), servicesSection(), accessSection()],
    cta: {
      fr: {
        title: 'Parlons de votre document',
        text: `Une question sur une démarche, un délai ou une légalisation\u202f? Écrivez-nous\u00a0: nous vous répondons clairement, en général ${replyWithinTextIn('fr')}.`,
        primary: { to: '/contact', label: 'Nous contacter' },
        secondary: { to: '/devis', label: 'Demander un devis' },
      },
      ar: arabicCta(),
    },
    spacedCta: true,
  };
}

/** #parcours: her card, her path, the dialects she reads. */
function pathSection(): Section {
  return {
    id: 'parcours',
    tone: 'plain',
    fr: {
      eyebrow: 'Parcours',
      title: 'Une traductrice, deux langues maternelles',
      blocks: [
        {
          kind: 'profile',
          title: b.title,
          facts: [
            { icon: 'badge', text: `Experte traductrice près la ${b.courtOfAppeal}` },
            { icon: 'calendar', text: `En activité depuis ${b.foundedYear}` },
            { icon: 'languages', text: 'Arabe littéral et dialectes ⇄ français' },
          ],
          paragraphs: [
            `Bilingue depuis l’enfance, ${b.translatorName} a grandi entre l’arabe et le français avant d’en faire son métier\u00a0: des études supérieures de traduction, puis plusieurs années de traduction juridique et administrative, l’ont conduite à son inscription sur la liste des experts judiciaires de la ${b.courtOfAppeal}, où elle a prêté serment en ${b.oathYear}.`,
            'Ce statut d’expert traducteur près la cour d’appel — on dit couramment «\u00a0traducteur assermenté\u00a0» — lui permet de certifier ses traductions\u00a0: chaque page porte son cachet, sa signature et une mention de conformité, ce qui la rend recevable par les administrations françaises et étrangères.',
            'Elle traduit l’arabe littéral (arabe standard moderne), langue des actes officiels, et comprend les principaux dialectes que l’on rencontre dans les documents, les mentions manuscrites et les pièces anciennes\u00a0:',
          ],
          regions: [
            { name: 'Maghreb', detail: 'marocain, algérien, tunisien' },
            { name: 'Proche-Orient', detail: 'libanais, syrien, palestinien, jordanien' },
            { name: 'Golfe', detail: 'Émirats, Arabie saoudite, Koweït, Qatar…' },
            { name: 'Égypte', detail: 'arabe égyptien' },
          ],
        },
      ],
    },
    ar: {
      title: 'مسيرتها',
      blocks: [
        {
          kind: 'profile',
          title: 'مترجمة محلّفة عربي–فرنسي',
          facts: [
            { icon: 'badge', text: `خبيرة مترجمة لدى محكمة الاستئناف (${lri(b.courtOfAppeal)})` },
            { icon: 'calendar', text: `تمارس المهنة منذ ${b.foundedYear}` },
            { icon: 'languages', text: 'العربية الفصحى واللهجات ⇄ الفرنسية' },
          ],
          paragraphs: [
            `نشأت بين العربية والفرنسية منذ طفولتها، ثم جعلت الترجمة مهنتها: دراسات عليا في الترجمة، وسنوات من الترجمة القانونية والإدارية، ثم أداء اليمين أمام محكمة الاستئناف (${lri(b.courtOfAppeal)}) سنة ${b.oathYear}.`,
            'تتيح لها صفة الخبيرة المترجمة لدى محكمة الاستئناف، أو ما يُعرف بـ«المترجم المحلّف» (\u2066traducteur\u00a0assermenté\u2069)، أن تصادق على ترجماتها: تحمل كل صفحة ختمها وتوقيعها وعبارة المطابقة، فتقبلها الإدارات الفرنسية والأجنبية.',
            'تترجم العربية الفصحى التي تُكتب بها الوثائق الرسمية، وتفهم أهم اللهجات التي ترد في الوثائق والملاحظات المكتوبة بخط اليد والوثائق القديمة:',
          ],
          regions: [
            { name: 'المغرب العربي', detail: 'المغربية والجزائرية والتونسية' },
            { name: 'المشرق', detail: 'اللبنانية والسورية والفلسطينية والأردنية' },
            { name: 'الخليج', detail: 'الإمارات والسعودية والكويت وقطر…' },
            { name: 'مصر', detail: 'العربية المصرية' },
          ],
        },
      ],
    },
  };
}

/** #valeurs: rigour, confidentiality, speed; the delays and the urgent option from the catalogue. */
function valuesSection(c: OrderCatalogue): Section {
  const urgentAr = arabicUrgentOfferText(c);
  return {
    id: 'valeurs',
    tone: 'alt',
    fr: {
      eyebrow: 'Nos engagements',
      title: 'Rigueur, confidentialité, rapidité',
      intro:
        'Une traduction certifiée engage la responsabilité de la traductrice. Trois principes guident chaque dossier.',
      blocks: [
        {
          kind: 'features',
          columns: 3,
          cards: [
            {
              icon: 'scale',
              title: 'Rigueur',
              text: 'Noms, dates, numéros d’actes\u00a0: tout est vérifié ligne par ligne face à l’original, et la transcription des noms suit celle de vos papiers d’identité.',
            },
            {
              icon: 'lock',
              title: 'Confidentialité',
              text: 'Vos documents sont soumis au secret professionnel, échangés par des liens chiffrés et conservés le temps strictement nécessaire au dossier.',
            },
            {
              icon: 'timer',
              title: 'Rapidité',
              text:
                `Traduction envoyée ${translationWithinText(c)} après le paiement, avec la date de livraison estimée affichée avant de payer.` +
                (c.urgent
                  ? ` Option «\u00a0${c.urgent.name}\u00a0» pour les échéances serrées\u00a0: ${urgentOfferText(c)}.`
                  : ' Une échéance serrée\u202f? Écrivez-nous avant de commander.'),
            },
          ],
        },
      ],
    },
    ar: {
      title: 'التزاماتها',
      intro: 'الترجمة المحلّفة تُلزم المترجمة بمسؤوليتها، وثلاثة مبادئ توجّه كل ملف.',
      blocks: [
        {
          kind: 'features',
          columns: 3,
          cards: [
            {
              icon: 'scale',
              title: 'الدقة',
              text: 'الأسماء والتواريخ وأرقام الوثائق: يُراجَع كل شيء سطرًا بسطر مقابل الأصل، وتُكتب الأسماء كما وردت في جواز سفرك.',
            },
            {
              icon: 'lock',
              title: 'السرية',
              text: 'تخضع وثائقك للسر المهني، وتُتبادل عبر روابط مشفّرة، وتُحفظ مشفّرة ولا يقرؤها أحد غيرها.',
            },
            {
              icon: 'timer',
              title: 'السرعة',
              text:
                `تُترجم الوثائق المعتادة ${withinWorkingDaysIn('ar', translationTurnaround(c).min)} بعد الدفع، ويظهر تاريخ التسليم المتوقَّع قبل الدفع.` +
                (urgentAr && c.urgent
                  ? ` خيار «${fsi(urgentNameIn('ar', c.urgent.name))}» للمواعيد الضيّقة: ${urgentAr}.`
                  : ' موعدك ضيّق؟ راسلنا قبل الطلب.'),
            },
          ],
        },
      ],
    },
  };
}
