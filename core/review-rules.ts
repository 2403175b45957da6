import { z } from 'zod';
import { msg, ref } from './messages';
import { stripMarkup } from './order-rules';

/**
 * Reviews from real clients (docs/reviews.md, decision 057): the rules the review form and the
 * server share. Every text is plain text: markup is removed, invisible control characters too,
 * and pages and e-mails escape what is left like any other input.
 */

/** Characters of a review's text, of the name shown under it and of her public answer. */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_NAME_MAX = 40;
export const REVIEW_REPLY_MAX = 1000;

/** The e-mail's link works this long after it was sent. */
export const REVIEW_LINK_DAYS = 60;

/** Real reviews published before the home page stops showing its sample reviews. */
export const REAL_REVIEWS_REPLACING_SAMPLES = 3;

/** new: waiting for her; published: on the home page; hidden: kept, shown nowhere. */
export const REVIEW_STATUSES = ['new', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How the name under the review is shown: as typed, as initials, or not at all. */
export const NAME_STYLES = ['name', 'initials', 'anonymous'] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

/** Typed text: markup and control characters gone, Windows line breaks unified, at most two line breaks in a row. */
export function reviewText(text: string): string {
  return stripMarkup(text.replace(/\r\n?/g, '\n'))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** One line (a name): markup gone, spaces collapsed. */
const oneLine = (text: string): string => stripMarkup(text).replace(/\s+/g, ' ').trim();

/** « Amina Benali » → « A. B. »; « Jean-Luc » → « J. L. » (three letters at most). */
export function initialsOf(name: string): string {
  return oneLine(name)
    .split(/[\s-]+/)
    .map((part) => part.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 3)
    .map((letter) => `${letter.toLocaleUpperCase('fr')}.`)
    .join(' ');
}

/** The name shown under a review, as its writer chose it; null: anonymous. */
export function shownName(style: NameStyle, name: string): string | null {
  if (style === 'anonymous') return null;
  const typed = oneLine(name);
  if (!typed) return null;
  return style === 'initials' ? initialsOf(typed) || null : typed;
}

/** The first word of the buyer's name, to start the form's name field with (they may change it). */
export const firstNameOf = (fullName: string | null | undefined): string =>
  oneLine(fullName ?? '')
    .split(' ')[0]
    ?.slice(0, REVIEW_NAME_MAX) ?? '';

const starsSchema = z.coerce
  .number(msg('review.starsRequired'))
  .int(msg('review.starsRequired'))
  .min(1, msg('review.starsRequired'))
  .max(5, msg('review.starsRequired'));

/** The review form (stars arrive as the radio's text) and POST /api/reviews, which adds the link's token. */
export const reviewFormSchema = z
  .object({
    stars: starsSchema,
    text: z
      .string()
      .max(REVIEW_TEXT_MAX * 4, msg('review.textTooLong', { max: REVIEW_TEXT_MAX }))
      .optional()
      .transform((t) => reviewText(t ?? ''))
      .pipe(z.string().max(REVIEW_TEXT_MAX, msg('review.textTooLong', { max: REVIEW_TEXT_MAX }))),
    nameStyle: z.enum(NAME_STYLES, msg('review.nameStyleRequired')),
    name: z
      .string()
      .max(REVIEW_NAME_MAX * 4, msg('review.nameTooLong', { max: REVIEW_NAME_MAX }))
      .optional()
      .transform((n) => oneLine(n ?? ''))
      .pipe(z.string().max(REVIEW_NAME_MAX, msg('review.nameTooLong', { max: REVIEW_NAME_MAX }))),
  })
  .superRefine((value, ctx) => {
    if (value.nameStyle !== 'anonymous' && !value.name)
      ctx.addIssue({ code: 'custom', message: ref('review.nameRequired'), path: ['name'] });
  });
export type ReviewForm = z.output<typeof reviewFormSchema>;

export const reviewSubmitSchema = reviewFormSchema.and(z.object({ token: z.string().min(1).max(300) }));

/** Her public answer: plain text; empty removes it. */
export const reviewReplySchema = z.object({
  reply: z
    .string()
    .max(REVIEW_REPLY_MAX * 4, msg('adminReview.replyTooLong', { max: REVIEW_REPLY_MAX }))
    .transform(reviewText)
    .pipe(z.string().max(REVIEW_REPLY_MAX, msg('adminReview.replyTooLong', { max: REVIEW_REPLY_MAX }))),
});
