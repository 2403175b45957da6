import type { LegalFrameText } from '../../components/LegalPage';
import type { PageLang } from './model';

/**
 * The legal pages' content model (issue 26, decision 043). The French text is the binding one;
 * the Arabic page is a faithful summary of it and says so. So a page is a list of parts, each
 * one or more French articles next to the Arabic summary of those articles: adding an article
 * means saying, in the same place, what the Arabic summary says of it.
 */

/**
 * A block of French legal text: a paragraph (a string), a list, a sub-heading, a framed box, an
 * identity block (`facts`: label and value side by side) or a table (stacked cards on a phone).
 */
export type LegalBlock =
  | string
  | { ul: string[] }
  | { ol: string[] }
  | { h3: string }
  | { box: LegalBlock[] }
  | { facts: { term: string; value: string }[] }
  /** `label` names the table for screen readers; each row's first cell names the row. */
  | { table: { label: string; headers: string[]; rows: string[][] } };

/** An article of the French text: its anchor, its heading, its blocks. */
interface LegalArticle {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** The Arabic summary of one or more articles. */
interface LegalSummary {
  title: string;
  paragraphs: string[];
}

export interface LegalPageContent {
  /** The French path (the Arabic summary is /ar + this). */
  path: string;
  /** Date of the last revision of the French text, YYYY-MM-DD. */
  updated: string;
  /** Number the articles (the terms of sale). */
  numbered?: boolean;
  head: {
    fr: { title: string; crumb: string; description: string; eyebrow: string; lead: string; summary?: string[] };
    ar: { title: string; description: string };
  };
  parts: { fr: LegalArticle[]; ar: LegalSummary }[];
}

/** One language of a legal page, as its loader sends it. */
export type LegalPageText =
  | ({
      lang: 'fr';
      path: string;
      updated: string;
      numbered: boolean;
      articles: LegalArticle[];
      /** The words around the articles: date, contents, question block, the other pages. */
      frame: LegalFrameText;
    } & LegalPageContent['head']['fr'])
  | {
      lang: Exclude<PageLang, 'fr'>;
      path: string;
      title: string;
      description: string;
      /** Above the summary: the French text is the binding one (with a link to it). */
      eyebrow: string;
      binding: string;
      bindingLink: string;
      /** The summaries, anchored `<key>-1`, `<key>-2`… */
      sections: ({ id: string } & LegalSummary)[];
    };
