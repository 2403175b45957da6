import { BUSINESS } from '../../core/business';
import { t, type Lang } from '../../core/messages';
import { ACCOUNTING_RETENTION_YEARS } from '../../core/retention';
import { html, layout, type MailContent } from '../mail/templates';
import type { ErasurePlan } from './erasure';

const P = 'margin:0 0 16px';

/**
 * Confirmation of an erasure, to the address erased: what went, what stays and why; worded by the
 * catalogue (domain `privacyMail`) in `lang`.
 */
export function erasureConfirmationEmail(plan: ErasurePlan, byAdmin: boolean, lang: Lang): MailContent {
  const trade = BUSINESS.tradeName;
  const kept = plan.ordersAnonymised;
  const keptText = kept.length
    ? t(lang, 'privacyMail.kept', {
        count: kept.length,
        orders: kept.join(lang === 'ar' ? '، ' : ', '),
        duration: t(lang, 'customerArea.years', { count: ACCOUNTING_RETENTION_YEARS }),
      })
    : t(lang, 'privacyMail.keptNone');
  const paragraphs = [
    t(lang, byAdmin ? 'privacyMail.introByAdmin' : 'privacyMail.introAccount', { trade }),
    t(lang, plan.account ? 'privacyMail.erasedWithAccount' : 'privacyMail.erased'),
    keptText,
    t(lang, 'privacyMail.last'),
  ];
  const hello = t(lang, 'mail.hello');
  const signOff = t(lang, 'mail.signOff');
  // The translator's Latin name, isolated in an Arabic line so the sign-off keeps its order.
  const signer = lang === 'fr' ? BUSINESS.translatorName : `\u2068${BUSINESS.translatorName}\u2069`;
  return layout({
    lang,
    subject: t(lang, 'privacyMail.subject', { trade }),
    preheader: t(lang, 'privacyMail.preheader'),
    body: html`<p style="${P}">${hello}</p>
${paragraphs.map((text) => html`<p style="${P}">${text}</p>\n`)}<p style="margin:0">${signOff}<br>${signer}</p>`,
    bodyText: [hello, ...paragraphs, `${signOff}\n${signer}`].join('\n\n'),
  });
}
