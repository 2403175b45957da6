import { BUSINESS, fullAddress } from '../../core/business';
import { t, type Lang } from '../../core/messages';
import { LANGUAGE_DIRECTION } from '../../core/messages/languages';

/**
 * E-mail templates, without a template engine: `html` escapes every value it
 * interpolates, so a customer's name or message can never inject markup.
 * Only what is wrapped in `raw()` (or produced by `html` itself) goes in as is.
 */

/** Markup that is already safe; `html` inserts it without escaping. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Marks trusted markup (never user input) so `html` inserts it unescaped. */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML element body or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function interpolate(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(interpolate).join('');
  return escapeHtml(String(value));
}

/** Tagged template: html`<p>Bonjour ${name}</p>` escapes `name`; arrays are joined, null/undefined/false render nothing. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += interpolate(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** A link target safe to put in href: http(s), mailto and tel only, anything else becomes '#'. */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url.trim() : '#';
}

/** Plain text typed by someone (a message, an address): paragraphs and line breaks kept, everything escaped. */
export function paragraphs(text: string): SafeHtml {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return html`${blocks.map((b) => html`<p style="margin:0 0 16px">${b.split('\n').map((line, i) => (i === 0 ? line : html`<br>${line}`))}</p>`)}`;
}

/** What a template produces; the outbox stores the three as they are. */
export interface MailContent {
  /** Plain text (a header, not HTML): never escaped, line breaks removed. */
  subject: string;
  html: string;
  text: string;
}

export interface LayoutInput {
  subject: string;
  /** Short summary some mail clients show next to the subject. */
  preheader?: string;
  body: SafeHtml;
  /** The same content as plain text, for the text/plain part. */
  bodyText: string;
  /** The language of the order or request the e-mail is about (issue 17); French when not said. */
  lang: Lang;
}

/**
 * The shared frame: business name on top, identity and contact details at the bottom, in the
 * e-mail's language (right to left in Arabic; the address and SIRET stay as registered).
 */
export function layout({ subject, preheader, body, bodyText, lang }: LayoutInput): MailContent {
  const cleanSubject = subject.replace(/[\r\n]+/g, ' ').trim();
  const dir = LANGUAGE_DIRECTION[lang];
  // The title under the name is the home card's (one text per language).
  const title = t(lang, 'home.cardTitle');
  const signature = t(lang, 'mail.signature', { name: BUSINESS.translatorName, court: BUSINESS.courtOfAppeal });
  const phone = t(lang, 'mail.phone');
  const page = html`<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${cleanSubject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5">
${preheader ? html`<div style="display:none;max-height:0;overflow:hidden">${preheader}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px;text-align:${dir === 'rtl' ? 'right' : 'left'};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e7eb">
<strong style="font-size:18px;color:#111827">${BUSINESS.tradeName}</strong><br>
<span style="font-size:14px;color:#4b5563">${title}</span>
</td></tr>
<tr><td style="padding:24px 32px">
${body}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.6;color:#4b5563">
${signature}<br>
<span lang="fr" dir="ltr">${fullAddress()}</span><br>
${phone} <span dir="ltr">${BUSINESS.phoneDisplay}</span> · <a href="${safeUrl(`mailto:${BUSINESS.email}`)}" style="color:#1d4ed8">${BUSINESS.email}</a><br>
SIRET ${BUSINESS.siret}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = `${bodyText.replace(/\r\n?/g, '\n').trim()}

-- 
${BUSINESS.tradeName}
${signature}
${fullAddress()}
${phone} ${BUSINESS.phoneDisplay} · ${BUSINESS.email}
`;
  return { subject: cleanSubject, html: page.value, text };
}

/** A sample message (tests, and checking the mail settings by hand), in French (domain translatorMail). */
export function testMessage({ name, message }: { name: string; message: string }): MailContent {
  const hello = t('fr', 'translatorMail.testHello', { name });
  const intro = t('fr', 'translatorMail.testIntro', { trade: BUSINESS.tradeName });
  const signOff = t('fr', 'mail.signOff');
  return layout({
    lang: 'fr', // checking the settings: the translator's
    subject: t('fr', 'translatorMail.testSubject', { name }),
    preheader: t('fr', 'translatorMail.testPreheader'),
    body: html`<p style="margin:0 0 16px">${hello}</p>
<p style="margin:0 0 16px">${intro}</p>
${paragraphs(message)}
<p style="margin:0">${signOff}<br>${BUSINESS.translatorName}</p>`,
    bodyText: `${hello}

${intro}

${message}

${signOff}
${BUSINESS.translatorName}`,
  });
}
