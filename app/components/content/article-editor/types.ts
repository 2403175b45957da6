export interface ArticleDraft {
  id?: string;
  slug?: string;
  title: string;
  author: string;
  imageUrl: string;
  summary: string;
  content: string;
  /** The article's language; fixed once created (decision 034). */
  lang: 'fr' | 'ar';
  /** A new Arabic version: the French article it translates. */
  translationOf?: string;
}
