import { BUSINESS } from '../../core/business';
import { daysIn } from '../../core/counted';
import { t, type Lang } from '../../core/messages';
import { html, layout, paragraphs, safeUrl, type MailContent } from '../mail/templates';

/**
 * The chat's e-mails to a visitor, in the conversation's language: one template each, worded by
 * the catalogue (domain `chatMail`), so French and Arabic cannot drift apart (issue 26).
 */
const P = 'margin:0 0 16px';
const SMALL = 'margin:0;font-size:13px;color:#555';
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';
const trade = BUSINESS.tradeName;

/** The last line of the plain-text part: the business name, isolated in an Arabic e-mail. */
const signature = (lang: Lang) => `-- ${lang === 'ar' ? `\u2068${trade}\u2069` : trade}`;
/** « Reprendre la conversation : https://… »: French puts a no-break space before the colon. */
const labelled = (lang: Lang, label: string, link: string) => `${label}${lang === 'fr' ? '\u00a0:' : ':'} ${link}`;

/**
 * To a visitor who left the site: the translator's reply, with a link back to the conversation (a
 * guest's link restores it on any device until it expires, `linkDays`; a customer's, null, goes
 * through sign-in).
 */
export function replyEmail(lang: Lang, input: { reply: string; link: string; linkDays: number | null }): MailContent {
  const intro = t(lang, 'chatMail.replyIntro', { trade });
  const why = input.linkDays
    ? t(lang, 'chatMail.replyWhyLink', { days: daysIn(lang, input.linkDays) })
    : t(lang, 'chatMail.replyWhyAccount');
  const footer = `${why} ${t(lang, 'chatMail.replyLimit')}`;
  const button = t(lang, 'chatMail.replyButton');
  // The quote bar stands where the reading starts: left in French, right in Arabic.
  const bar = lang === 'ar' ? 'border-right' : 'border-left';
  return layout({
    lang,
    subject: t(lang, 'chatMail.replySubject', { trade }),
    preheader: input.reply.slice(0, 90),
    body: html`<p style="${P}">${t(lang, 'mail.hello')}</p>
<p style="${P}">${intro}</p>
<div style="margin:0 0 16px;padding:12px 16px;${bar}:3px solid #1d4ed8;background:#f5f7fb">${paragraphs(input.reply)}</div>
<p style="${P}"><a href="${safeUrl(input.link)}" style="${BUTTON}">${button}</a></p>
<p style="${SMALL}">${footer}</p>`,
    bodyText: [
      t(lang, 'mail.hello'),
      intro,
      input.reply,
      labelled(lang, button, input.link),
      footer,
      signature(lang),
    ].join('\n\n'),
  });
}

/** To the address a chat guest typed: confirm it is theirs, or ignore (issue 29). */
export function confirmationEmail(lang: Lang, link: string, validHours: number): MailContent {
  const intro = t(lang, 'chatMail.confirmIntro', { trade });
  const ignore = t(lang, 'chatMail.confirmIgnore', { hours: t(lang, 'accountMail.hours', { count: validHours }) });
  const button = t(lang, 'chatMail.confirmButton');
  return layout({
    lang,
    subject: t(lang, 'chatMail.confirmSubject', { trade }),
    preheader: intro.slice(0, 90),
    body: html`<p style="${P}">${t(lang, 'mail.hello')}</p>
<p style="${P}">${intro}</p>
<p style="${P}"><a href="${safeUrl(link)}" style="${BUTTON}">${button}</a></p>
<p style="${SMALL}">${ignore}</p>`,
    bodyText: [t(lang, 'mail.hello'), intro, labelled(lang, button, link), ignore, signature(lang)].join('\n\n'),
  });
}
