/**
 * FAQ and blog input rules (spec 5) with their messages (core/messages), shared by the
 * editors and the API so both refuse the same things with the same words. The
 * HTML itself is cleaned by the server (server/content/sanitize.ts); here an
 * answer or a content only has to say something once its tags are removed.
 */
import { htmlToText } from './html-text';
import { t, type Lang } from './messages';

const FAQ_LIMITS = { question: 300, answer: 50_000, order: 100_000 } as const;
export const ARTICLE_LIMITS = { title: 200, author: 100, summary: 600, content: 200_000, imageUrl: 2_000 } as const;
/** Uploaded article images (before resizing). */
export const ARTICLE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Where uploaded article images are served from: a path on this site is accepted as an image URL. */
const BLOG_IMAGE_PATH = /^\/blog-images\/[a-z0-9-]{8,64}\.(?:webp|png|jpe?g)$/;

export type FaqField = 'question' | 'answer' | 'order';
export type ArticleField = 'title' | 'author' | 'summary' | 'content' | 'imageUrl';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
type Result<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

export interface FaqInput {
  question: string;
  answer: string;
  order: number;
}

export interface ArticleInput {
  title: string;
  author: string;
  summary: string;
  content: string;
  imageUrl: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const saysSomething = (html: string): boolean => htmlToText(html).length > 0 || /<img\s/i.test(html);

/** « order » of the editor: blank means 0 (spec 5); anything else must be a whole number ≥ 0. */
function parseOrder(raw: unknown): number | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return 0;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= FAQ_LIMITS.order ? n : null;
}

/**
 * `lang` words the refusals: the editors are the back office's, in French; the API answers in the
 * language of the page that asked (issue 26).
 */
export function validateFaq(body: unknown, lang: Lang): Result<FaqInput, FaqField> {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors<FaqField> = {};
  const question = text(raw.question);
  const answer = typeof raw.answer === 'string' ? raw.answer.trim() : '';
  const order = parseOrder(raw.order);
  if (!question) errors.question = t(lang, 'faq.questionRequired');
  else if (question.length > FAQ_LIMITS.question) errors.question = t(lang, 'faq.questionTooLong');
  if (!answer || !saysSomething(answer)) errors.answer = t(lang, 'faq.answerRequired');
  else if (answer.length > FAQ_LIMITS.answer) errors.answer = t(lang, 'faq.answerTooLong');
  if (order === null) errors.order = t(lang, 'faq.orderInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { question, answer, order: order! } };
}

/** http(s) address, or an image uploaded to this site; empty means the default image. */
export function isAcceptableImageUrl(value: string): boolean {
  if (value === '') return true;
  if (BLOG_IMAGE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname) && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

export function validateArticle(body: unknown, lang: Lang): Result<ArticleInput, ArticleField> {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors<ArticleField> = {};
  const value: ArticleInput = {
    title: text(raw.title),
    author: text(raw.author),
    summary: text(raw.summary),
    content: typeof raw.content === 'string' ? raw.content.trim() : '',
    imageUrl: text(raw.imageUrl),
  };
  if (!value.title) errors.title = t(lang, 'article.required');
  else if (value.title.length > ARTICLE_LIMITS.title) errors.title = t(lang, 'article.titleTooLong');
  if (!value.author) errors.author = t(lang, 'article.required');
  else if (value.author.length > ARTICLE_LIMITS.author) errors.author = t(lang, 'article.authorTooLong');
  if (!value.summary) errors.summary = t(lang, 'article.required');
  else if (value.summary.length > ARTICLE_LIMITS.summary) errors.summary = t(lang, 'article.summaryTooLong');
  if (!value.content || !saysSomething(value.content)) errors.content = t(lang, 'article.required');
  else if (value.content.length > ARTICLE_LIMITS.content) errors.content = t(lang, 'article.contentTooLong');
  if (value.imageUrl.length > ARTICLE_LIMITS.imageUrl || !isAcceptableImageUrl(value.imageUrl))
    errors.imageUrl = t(lang, 'article.imageUrlInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value };
}

/**
 * The one message of a refused article: the spec's sentence when something
 * required is missing, else the first specific problem.
 */
export function articleErrorMessage(errors: FieldErrors<ArticleField>, lang: Lang): string {
  const messages = Object.values(errors);
  if (messages.includes(t(lang, 'article.required'))) return t(lang, 'article.required');
  return messages[0] ?? t(lang, 'form.invalid');
}

/** FAQ errors one per line, as the editor shows them (spec 8). */
export function faqErrorMessage(errors: FieldErrors<FaqField>): string {
  return (['question', 'answer', 'order'] as const)
    .map((f) => errors[f])
    .filter(Boolean)
    .join('\n');
}
