import type { AppLoadContext } from 'react-router';
import { BUSINESS } from '../../core/business';
import { t } from '../../core/messages';
import { unbreakableIsolates } from '../../core/messages/latin-runs';
import { localizedPath } from '../../core/messages/pages';
import type {
  Action,
  LandingBlock,
  LandingPageContent,
  LandingPageText,
  PageLang,
  PageSources,
} from '../content/pages/model';
import { LANDING_PAGES, LEGAL_PAGES, type LandingPath, type LegalPath } from '../content/pages';
import type { LegalFrameText } from '../components/LegalPage';
import type { LegalPageContent, LegalPageText } from '../content/pages/legal-model';
import { localBusinessJsonLd, serviceOffersJsonLd } from '../lib/seo';
import { effectiveChatHours } from './chat-hours';
import { orderCatalogue } from './order-catalogue';
import { structuredDataFor } from './structured-data';

/**
 * What a content page's loader sends (issue 26, decision 043): the page's data file read on the
 * server with today's catalogue and settings, in the request's language only.
 */

type LoaderContext = Pick<AppLoadContext, 'db' | 'lang' | 'config'>;

/** The catalogue and settings a page's words may state. */
async function pageSources(context: LoaderContext): Promise<PageSources> {
  let host = 'localhost';
  try {
    host = new URL(context.config.publicUrl).host;
  } catch {
    // An invalid PUBLIC_URL is refused at start; keep a word here rather than fail the page.
  }
  // The chat hours in force (the translator's override, else CHAT_OPEN_HOURS), as the chat itself keeps them.
  const [catalogue, chatHours] = await Promise.all([orderCatalogue(context.db), effectiveChatHours(context)]);
  return { catalogue, retention: context.config.retention, chatHours, host };
}

/** A link of the page, to its twin in the page's language. */
const localAction = (lang: PageLang, action: Action): Action => ({ ...action, to: localizedPath(lang, action.to) });
const localOptional = (lang: PageLang, action: Action | undefined) => action && localAction(lang, action);

/** A block with its links pointing to pages in `lang`. */
function localBlock(lang: PageLang, block: LandingBlock): LandingBlock {
  if ('action' in block) return { ...block, action: localAction(lang, block.action) };
  if (block.kind === 'delays')
    return { ...block, card: { ...block.card, action: localAction(lang, block.card.action) } };
  if (block.kind === 'area')
    return { ...block, actions: [localAction(lang, block.actions[0]), localAction(lang, block.actions[1])] };
  if (block.kind === 'links')
    return { ...block, cards: block.cards.map((card) => ({ ...card, action: localAction(lang, card.action) })) };
  return block;
}

/** Every string of `value`, however deep, passed through `fn`. */
function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, fn)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  return value;
}

/** An Arabic page's words with its French runs kept whole on one line (core/messages/latin-runs.ts). */
const unbreakable = <T>(lang: PageLang, value: T): T =>
  lang === 'ar' ? mapStrings(value, unbreakableIsolates) : value;

/** One language of a landing page, its links pointing to pages in that language. */
export function landingPageText(page: LandingPageContent, lang: PageLang, jsonLd: LandingPageText['jsonLd']) {
  const hero = unbreakable(lang, page.hero[lang]);
  const cta = unbreakable(lang, page.cta[lang]);
  return {
    lang,
    path: page.path,
    jsonLd,
    meta: unbreakable(lang, page.meta[lang]),
    hero: { ...hero, primary: localAction(lang, hero.primary), secondary: localOptional(lang, hero.secondary) },
    sections: page.sections.map(({ id, tone, [lang]: text }) => ({
      id,
      tone,
      ...unbreakable(lang, text),
      blocks: unbreakable(lang, text.blocks).map((block) => localBlock(lang, block)),
    })),
    cta: { ...cta, primary: localAction(lang, cta.primary), secondary: localOptional(lang, cta.secondary) },
    spacedCta: page.spacedCta ?? false,
  } satisfies LandingPageText;
}

/** The loader of a landing page: its words in the request's language, and its JSON-LD. */
export async function landingLoader(path: LandingPath, context: LoaderContext): Promise<LandingPageText> {
  const sources = await pageSources(context);
  const page = LANDING_PAGES[path](sources);
  const origin = context.config.publicUrl;
  const blocks = () =>
    page.structuredData[context.lang].map((kind) =>
      kind === 'business'
        ? localBusinessJsonLd(origin, sources.catalogue)
        : serviceOffersJsonLd(origin, sources.catalogue),
    );
  // In Arabic, the blocks' words said in Arabic (structured-data.ts); in French, as seo.ts builds them.
  const jsonLd =
    context.lang === 'fr' ? blocks() : (structuredDataFor(context.lang, sources.catalogue, blocks).jsonLd ?? []);
  return landingPageText(page, context.lang, jsonLd);
}

/** One language of a legal page: the French text, or its Arabic summary (anchored `<key>-1`, `<key>-2`…). */
export function legalPageText(
  content: LegalPageContent,
  lang: PageLang,
  key: string,
  /** The other legal pages, named under the French text (« Voir aussi »). */
  others: LegalFrameText['others'] = [],
): LegalPageText {
  if (lang === 'fr') {
    return {
      lang: 'fr',
      path: content.path,
      updated: content.updated,
      numbered: content.numbered ?? false,
      ...content.head.fr,
      articles: content.parts.flatMap((part) => part.fr),
      frame: legalFrameText(others),
    };
  }
  return {
    lang,
    path: content.path,
    ...unbreakable(lang, content.head.ar),
    // Every summary says first that the French text is the binding one, and links to it.
    eyebrow: t(lang, 'legalAr.eyebrow'),
    binding: t(lang, 'legalAr.binding'),
    bindingLink: t(lang, 'legalAr.bindingLink'),
    sections: content.parts.map((part, i) => ({ id: `${key}-${i + 1}`, ...unbreakable(lang, part.ar) })),
  };
}

/** The loader of a legal page, in the request's language. */
export async function legalLoader(path: LegalPath, context: LoaderContext): Promise<LegalPageText> {
  const sources = await pageSources(context);
  const { page, key } = LEGAL_PAGES[path];
  const others = (Object.keys(LEGAL_PAGES) as LegalPath[])
    .filter((other) => other !== path)
    .map((other) => ({ path: other, label: LEGAL_PAGES[other].page(sources).head.fr.title }));
  return legalPageText(page(sources), context.lang, key, others);
}

/** The French legal page's frame, from the catalogue (legalFrame). */
function legalFrameText(others: LegalFrameText['others']): LegalFrameText {
  return {
    updated: t('fr', 'legalFrame.updated'),
    tocEyebrow: t('fr', 'legalFrame.tocEyebrow'),
    tocTitle: t('fr', 'legalFrame.tocTitle'),
    essentials: t('fr', 'legalFrame.essentials'),
    questionTitle: t('fr', 'legalFrame.questionTitle'),
    questionText: t('fr', 'legalFrame.questionText', {
      name: BUSINESS.translatorName,
      hours: BUSINESS.openingHoursText.toLowerCase(),
    }),
    contactForm: t('fr', 'legalFrame.contactForm'),
    othersLabel: t('fr', 'legalFrame.othersLabel'),
    seeAlso: t('fr', 'legalFrame.seeAlso'),
    others,
  };
}
