/** The carousel's own words, in the page's language (app/.server/home-page.ts). */
export interface CarouselWords {
  label: string;
  role: string;
  /** « Avis {{first}} à {{last}} sur {{total}} » */
  shown: string;
  previous: string;
  next: string;
  /** « Page {{page}} » */
  page: string;
  all: string;
  allNewTab: string;
}

export const fill = (text: string, vars: Record<string, number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
