import { z } from 'zod';
import { addDays, isCalendarDate, parisDateTime, utcNoonOf, type CalendarDate } from './calendar-date';
import { msg, ref, type Lang } from './messages';

/**
 * A quote the translator writes for a quote request (« Établir le devis ») and the client pays
 * as an order (decision 030). One schema for the back office's form and the server: the form
 * sends what was typed (amounts in euros as text), the server parses it again with the same rules.
 */

export const QUOTE_LIMITS = {
  maxLines: 30,
  labelMax: 200,
  quantityMax: 999,
  noteMax: 2000,
  /** Per line; the total stays under what a card payment page accepts. */
  unitMaxCents: 10_000_000,
  totalMaxCents: 99_999_999,
  /** Default validity: 30 days from the day it is written. */
  validityDays: 30,
} as const;

/** Where a line comes from: one of the catalogue's kinds, or a free line with its own label and amount. */
const QUOTE_LINE_SOURCES = ['translation', 'delivery', 'legalization', 'free'] as const;

/** « 45 », « 45,50 », « 1 234,5 », « 45.50 » → cents; anything else is refused. */
export function parseEuros(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents → « 45,50 » for a form field (no currency sign, no grouping). */
export const eurosText = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');

const quantity = z
  .union([z.number(), z.string()], msg('quoteOffer.quantityInvalid'))
  .transform((v) => (typeof v === 'number' ? v : /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : Number.NaN))
  .pipe(
    z
      .number(msg('quoteOffer.quantityInvalid'))
      .int(msg('quoteOffer.quantityInvalid'))
      .min(1, msg('quoteOffer.quantityInvalid'))
      .max(QUOTE_LIMITS.quantityMax, msg('quoteOffer.quantityInvalid')),
  );

const unitPrice = z.union([z.number(), z.string()], msg('quoteOffer.amountInvalid')).transform((v, ctx) => {
  const cents = typeof v === 'number' ? (Number.isFinite(v) ? Math.round(v * 100) : null) : parseEuros(v);
  if (cents === null || cents < 0) {
    ctx.addIssue({ code: 'custom', message: ref('quoteOffer.amountInvalid') });
    return z.NEVER;
  }
  if (cents > QUOTE_LIMITS.unitMaxCents) {
    ctx.addIssue({ code: 'custom', message: ref('quoteOffer.amountTooHigh') });
    return z.NEVER;
  }
  return cents;
});

const quoteLineSchema = z
  .object({
    source: z.enum(QUOTE_LINE_SOURCES, msg('quoteOffer.sourceInvalid')),
    /** The catalogue option (delivery or legalisation id); empty for the page price and free lines. */
    optionId: z.string().trim().max(40).default(''),
    label: z
      .string(msg('quoteOffer.labelRequired'))
      .trim()
      .min(1, msg('quoteOffer.labelRequired'))
      .max(QUOTE_LIMITS.labelMax, msg('quoteOffer.labelTooLong')),
    quantity,
    unitPrice,
  })
  .transform(({ unitPrice: unitCents, ...line }) => ({ ...line, unitCents, amountCents: unitCents * line.quantity }));

/** The body of « Enregistrer le brouillon » and « Envoyer le devis ». */
export const quoteOfferSchema = z
  .object({
    lines: z
      .array(quoteLineSchema, msg('quoteOffer.linesRequired'))
      .min(1, msg('quoteOffer.linesRequired'))
      .max(QUOTE_LIMITS.maxLines, msg('quoteOffer.tooManyLines')),
    validUntil: z
      .string(msg('quoteOffer.validUntilInvalid'))
      .refine(isCalendarDate, msg('quoteOffer.validUntilInvalid'))
      // Checked against the Paris day where it runs: the browser warns, the server decides.
      .refine((d) => d >= parisToday(), msg('quoteOffer.validUntilPast')),
    note: z.string().trim().max(QUOTE_LIMITS.noteMax, msg('quoteOffer.noteTooLong')).optional().default(''),
  })
  .transform((offer) => ({ ...offer, totalCents: offer.lines.reduce((sum, l) => sum + l.amountCents, 0) }))
  .refine((offer) => offer.totalCents > 0 && offer.totalCents <= QUOTE_LIMITS.totalMaxCents, {
    ...msg('quoteOffer.totalInvalid'),
    path: ['lines'],
  });

export type QuoteOfferInput = z.input<typeof quoteOfferSchema>;
export type QuoteOffer = z.output<typeof quoteOfferSchema>;
export type QuoteLine = QuoteOffer['lines'][number];

export const parisToday = (now: Date = new Date()): CalendarDate => parisDateTime(now).date;
export const defaultValidUntil = (now: Date = new Date()): CalendarDate =>
  addDays(parisToday(now), QUOTE_LIMITS.validityDays);

/** What is stored: a draft, sent, accepted (an order exists) or declined. */
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined';
/** What people see: the stored status, plus « payé » and « expiré » read from the order and the date. */
export type QuoteState = 'draft' | 'sent' | 'accepted' | 'paid' | 'declined' | 'expired';

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  draft: 'Brouillon',
  sent: 'Envoyé',
  accepted: 'Accepté',
  paid: 'Accepté (payé)',
  declined: 'Refusé',
  expired: 'Expiré',
};

/**
 * A quote's state on a given Paris day. It expires at the end of its validity day; a quote
 * accepted but not paid by then expires too (its order is never paid from the link again),
 * while a paid one stays paid.
 */
export function quoteState(
  quote: { status: QuoteStatus; validUntil: CalendarDate },
  paid: boolean,
  today: CalendarDate,
): QuoteState {
  if (paid) return 'paid';
  if (quote.status === 'draft' || quote.status === 'declined') return quote.status;
  if (today > quote.validUntil) return 'expired';
  return quote.status;
}

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 2026-12-26 → « 26 décembre 2026 ». */
export const longDate = (date: CalendarDate): string => LONG_DATE.format(utcNoonOf(date));
const ARABIC_LONG_DATE = new Intl.DateTimeFormat('ar-u-nu-latn', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** The same day in the page's language: « 26 ديسمبر 2026 » in Arabic (Latin digits, like the other pages). */
export const longDateIn = (lang: Lang, date: CalendarDate): string =>
  lang === 'ar' ? ARABIC_LONG_DATE.format(utcNoonOf(date)) : longDate(date);
