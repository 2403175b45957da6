/** What the content pages show, as their loaders (app/.server/) hand it over: plain JSON. */

export interface ArticleCardData {
  id: string;
  slug: string;
  title: string;
  summary: string;
  author: string;
  imageUrl: string;
  createdAt: string;
  updatedAt: string;
  /** Its version in the other language, if any (decision 034; shown to the admin). */
  translationId: string | null;
}

/** One FAQ entry as the pages show it: wording rule applied, answer cleaned again. */
export interface FaqItem {
  id: string;
  slug: string;
  question: string;
  answerHtml: string;
  answerText: string;
  updatedAt: string;
  /** Its version in the other language, if any (decision 034; shown to the admin). */
  translationId: string | null;
}
