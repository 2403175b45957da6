import { BUSINESS } from '../../core/business';
import { t, type Lang } from '../../core/messages';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';

/**
 * The account e-mails, worded by the catalogue (domain `accountMail`) in the language of the page
 * that asked: accounts store no language, so the page is the best word on the reader's.
 */
const P = 'margin:0 0 16px';
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';

/** The translator's Latin name, isolated in an Arabic line so the sign-off keeps its order. */
const signer = (lang: Lang) => (lang === 'fr' ? BUSINESS.translatorName : `\u2068${BUSINESS.translatorName}\u2069`);

/** « 1 heure », « 45 minutes », « ساعتين »: whole hours said in hours, in the e-mail's language. */
export function validityText(lang: Lang, minutes: number): string {
  return minutes % 60 === 0
    ? t(lang, 'accountMail.hours', { count: minutes / 60 })
    : t(lang, 'accountMail.minutes', { count: minutes });
}

interface LinkMail {
  lang: Lang;
  subject: string;
  preheader: string;
  /** Paragraphs before the button, after « Bonjour, ». */
  before: string[];
  button: string;
  link: string;
  /** The line before the link in the plain-text part (« … en ouvrant ce lien : »). */
  openLink: string;
  /**
   * true: the HTML repeats the link under its button, for a mail client that breaks buttons (the
   * link is what the e-mail is for); false: the HTML says `openLink` above the button instead.
   */
  copyLink: boolean;
  after: string[];
}

/** « Bonjour, », paragraphs, a button, paragraphs, the sign-off: the shape of every account e-mail. */
function linkMail(m: LinkMail): MailContent {
  const { lang } = m;
  const hello = t(lang, 'mail.hello');
  const signOff = t(lang, 'mail.signOff');
  const paragraphsOf = (texts: string[]) => texts.map((text) => html`<p style="${P}">${text}</p>\n`);
  const copy = m.copyLink
    ? html`<p style="${P};font-size:14px;color:#4b5563">${t(lang, 'accountMail.copyLink')}<br><span dir="ltr" style="word-break:break-all">${m.link}</span></p>\n`
    : '';
  const lead = m.copyLink
    ? ''
    : html`<p style="${P}">${m.openLink}</p>
`;
  return layout({
    lang,
    subject: m.subject,
    preheader: m.preheader,
    body: html`<p style="${P}">${hello}</p>
${paragraphsOf(m.before)}${lead}<p style="${P}"><a href="${safeUrl(m.link)}" style="${BUTTON}">${m.button}</a></p>
${copy}${paragraphsOf(m.after)}<p style="margin:0">${signOff}<br>${signer(lang)}</p>`,
    bodyText: [hello, ...m.before, `${m.openLink}\n${m.link}`, ...m.after, `${signOff}\n${signer(lang)}`].join('\n\n'),
  });
}

/** The single-use link of « Mot de passe oublié ? », in the language of the page that asked for it. */
export function passwordResetEmail(link: string, validMinutes: number, lang: Lang): MailContent {
  const trade = BUSINESS.tradeName;
  const validity = validityText(lang, validMinutes);
  return linkMail({
    lang,
    subject: t(lang, 'accountMail.resetSubject', { trade }),
    preheader: t(lang, 'accountMail.resetPreheader', { validity }),
    before: [t(lang, 'accountMail.resetAsked', { trade })],
    button: t(lang, 'accountMail.resetButton'),
    link,
    openLink: t(lang, 'accountMail.resetOpenLink'),
    copyLink: true,
    after: [t(lang, 'accountMail.resetValidity', { validity }), t(lang, 'accountMail.resetNotYou')],
  });
}

/** To the owner of an address someone tried to register again (the form answers as for a new one). */
export function registrationAttemptEmail(forgotLink: string, lang: Lang): MailContent {
  const trade = BUSINESS.tradeName;
  return linkMail({
    lang,
    subject: t(lang, 'accountMail.attemptSubject', { trade }),
    preheader: t(lang, 'accountMail.attemptPreheader'),
    before: [t(lang, 'accountMail.attemptHappened', { trade })],
    button: t(lang, 'accountMail.attemptButton'),
    link: forgotLink,
    openLink: t(lang, 'accountMail.attemptIfYou'),
    copyLink: false,
    after: [t(lang, 'accountMail.attemptElse')],
  });
}

/** The single-use link to the customer's orders, in the language of the page that asked for it. */
export function guestAccessEmail(link: string, lang: Lang): MailContent {
  const trade = BUSINESS.tradeName;
  return linkMail({
    lang,
    subject: t(lang, 'accountMail.guestSubject', { trade }),
    preheader: t(lang, 'accountMail.guestPreheader'),
    before: [t(lang, 'accountMail.guestAsked', { trade })],
    button: t(lang, 'accountMail.guestButton'),
    link,
    openLink: t(lang, 'accountMail.guestOpenLink'),
    copyLink: true,
    after: [t(lang, 'accountMail.guestValidity'), t(lang, 'accountMail.guestNotYou')],
  });
}
