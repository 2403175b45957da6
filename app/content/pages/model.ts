import type { OrderCatalogue } from '../../components/order/types';
import type { ContactCardLabels } from '../../components/landing/ContactCard';
import type { MapEmbedLabels } from '../../components/landing/MapEmbed';
import type { PriceCardLabels, PriceLine } from '../../components/landing/PriceCard';
import type { RetentionPolicy } from '../../../core/retention';

/**
 * One content model for the landing and legal pages (issue 26, decision 043): each page is one
 * data file in this folder holding its French and its Arabic side by side, section by section,
 * drawn by one renderer per page kind. Adding a section is one edit in one file, and a section
 * missing its Arabic (or its French) does not type-check.
 *
 * Everything here is plain data, sent by the page's loader: the files are only imported on the
 * server, so no browser bundle carries the other language's words.
 *
 * Text is a string with two marks, read by app/components/page/InlineText.tsx:
 * `**strong words**` and `[label](/path)` (a page of the site, or an https: / mailto: address).
 */

export type PageLang = 'fr' | 'ar';
/** The same thing, said in each language. */
type Both<T> = Record<PageLang, T>;

/** Everything a page's words may depend on, read by its loader on every request. */
export interface PageSources {
  catalogue: OrderCatalogue;
  retention: RetentionPolicy;
  /** The chat's opening hours as the server applies them (CHAT_OPEN_HOURS syntax). */
  chatHours: string;
  /** The site's host name, as the address bar shows it. */
  host: string;
}

/** A link or button: `to` is the French path; the Arabic page gets its /ar twin. */
export interface Action {
  to: string;
  label: string;
}

/** Icons a block may name (drawn by app/components/page/icons.ts). */
export type IconName =
  | 'languages'
  | 'building'
  | 'landmark'
  | 'stamp'
  | 'file'
  | 'globe'
  | 'plane'
  | 'badge'
  | 'graduation'
  | 'heart'
  | 'scroll'
  | 'briefcase'
  | 'scale'
  | 'lock'
  | 'timer'
  | 'mail'
  | 'truck'
  | 'map-pin'
  | 'calendar'
  | 'users'
  | 'monitor'
  | 'store';

/** A JSON-LD block a page may carry. */
type StructuredData = 'business' | 'service';

/** The blocks a landing section is made of. */
export type LandingBlock =
  | { kind: 'paragraphs'; paragraphs: string[] }
  /** Ticked cards, two columns. */
  | { kind: 'items'; items: string[] }
  /** The illustrated process (icons, a note under each step), side by side or as a timeline. */
  | {
      kind: 'steps';
      steps: { title: string; text: string; icon?: IconName; note?: string }[];
      layout?: 'vertical';
    }
  /** A plain numbered list of steps, in cards. */
  | { kind: 'numbered'; steps: { title: string; text: string }[] }
  | { kind: 'rows'; rows: { label: string; value: string }[] }
  | {
      kind: 'prices';
      cards: { title: string; icon: IconName; description: string; lines: PriceLine[] }[];
      /** The cards' own words in the page's language (landing-shared.ts priceLabels). */
      labels: PriceCardLabels;
    }
  /** A boxed remark with a button beside it. */
  | { kind: 'notice'; text: string; action: Action }
  /** A remark in small type. */
  | { kind: 'fineprint'; text: string }
  /** Cards side by side, each with a small heading. */
  | { kind: 'cards'; cards: { eyebrow: string; title: string; text: string }[] }
  /** A coloured band pointing to another page. */
  | { kind: 'band'; icon: IconName; title: string; text: string; action: Action }
  /** The office's card (address, phone, hours) and its words (landing-shared.ts contactLabels). */
  | { kind: 'contact'; labels: ContactCardLabels }
  /** Paragraphs with a boxed reminder beside them. */
  | { kind: 'split'; paragraphs: string[]; aside: { title: string; items: string[] } }
  /** Cards with an icon, a title and a sentence, in two to four columns. */
  | {
      kind: 'features';
      columns: 2 | 3 | 4;
      cards: { icon: IconName; title: string; text: string; tone?: 'accent' }[];
    }
  /**
   * The translator's card (portrait, name, facts with an icon) beside paragraphs and a list of
   * regions with their detail. Her name is BUSINESS's, the same in both languages.
   */
  | {
      kind: 'profile';
      title: string;
      facts: { icon: IconName; text: string }[];
      paragraphs: string[];
      regions: { name: string; detail: string }[];
    }
  /** Cards with an icon, a sentence and a link under it, two columns. */
  | { kind: 'links'; cards: { icon: IconName; title: string; text: string; action: Action; tone?: 'accent' }[] }
  /** The office's card with a button, beside the map; their words (landing-shared.ts contactLabels, mapLabels). */
  | { kind: 'visit'; action: Action; labels: { contact: ContactCardLabels; map: MapEmbedLabels } }
  /** Cards with a heading and a ticked list each, three columns (documents by family). */
  | { kind: 'groups'; groups: { title: string; items: string[] }[] }
  /**
   * The area served: a paragraph, the towns as chips (then the wider areas, highlighted), a boxed
   * remark for those who live further, and the office's card with two buttons beside them.
   */
  | {
      kind: 'area';
      text: string;
      townsLabel: string;
      towns: string[];
      wider: string[];
      aside: { title: string; text: string };
      actions: [Action, Action];
      labels: ContactCardLabels;
    }
  /** Questions and answers, each folded under its question. */
  | { kind: 'faq'; items: { question: string; answer: string }[] }
  /** A table of delays by step, with a card (prices, a link) beside it. */
  | {
      kind: 'delays';
      caption: string;
      headers: [string, string];
      rows: { label: string; value: string }[];
      card: { title: string; text: string; action: Action };
    };

interface LandingSectionText {
  eyebrow?: string;
  title: string;
  intro?: string;
  blocks: LandingBlock[];
}

interface LandingHeroText {
  eyebrow: string;
  title: string;
  lead: string;
  /** The page's name in the breadcrumb. */
  crumb: string;
  points: string[];
  primary: Action;
  secondary?: Action;
  illustration?: 'stamped-document' | 'skyline' | 'initials' | 'city-map';
}

/** A landing page, both languages side by side. */
export interface LandingPageContent {
  /** The French path (the Arabic one is /ar + this). */
  path: string;
  /** What each page's JSON-LD describes besides its breadcrumb: the office, its services (seo.ts). */
  structuredData: Both<StructuredData[]>;
  meta: Both<{ title: string; description: string }>;
  hero: Both<LandingHeroText>;
  sections: ({ id: string; tone: 'plain' | 'alt' } & Both<LandingSectionText>)[];
  cta: Both<{ title: string; text: string; primary: Action; secondary?: Action }>;
  /** The closing band stands further off the last section. */
  spacedCta?: boolean;
}

/** One language of a landing page, as its loader sends it. */
export interface LandingPageText {
  lang: PageLang;
  path: string;
  /** The page's JSON-LD blocks besides its breadcrumb (or WebPage), in its language. */
  jsonLd: Record<string, unknown>[];
  meta: { title: string; description: string };
  hero: LandingHeroText;
  sections: ({ id: string; tone: 'plain' | 'alt' } & LandingSectionText)[];
  cta: { title: string; text: string; primary: Action; secondary?: Action };
  spacedCta: boolean;
}
