import { BUSINESS } from '../../core/business';
import { daysIn } from '../../core/counted';
import { t, type Lang } from '../../core/messages';
import { labelledIn } from '../../core/order-text';
import { REVIEW_LINK_DAYS } from '../../core/review-rules';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';

const P = 'margin:0 0 16px';
const BUTTON =
  'display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold';

/** The one e-mail asking for a review, in the order's language, with its personal link. */
export function reviewRequestEmail(input: { orderId: string; lang: Lang; url: string }): MailContent {
  const { lang, orderId, url } = input;
  const validity = t(lang, 'reviewMail.validity', { days: daysIn(lang, REVIEW_LINK_DAYS) });
  const thanks = t(lang, 'reviewMail.thanks', { id: orderId });
  const ask = t(lang, 'reviewMail.ask');
  const button = t(lang, 'reviewMail.button');
  const noReply = t(lang, 'reviewMail.noReply');
  return layout({
    lang,
    subject: t(lang, 'reviewMail.subject', { id: orderId, trade: BUSINESS.tradeName }),
    preheader: t(lang, 'reviewMail.preheader'),
    body: html`<p style="${P}">${t(lang, 'mail.hello')}</p>
<p style="${P}">${thanks}</p>
<p style="${P}">${ask}</p>
<p style="${P}"><a href="${safeUrl(url)}" style="${BUTTON}">${button}</a></p>
<p style="${P};font-size:14px;color:#4b5563">${validity}<br>${noReply}</p>
<p style="margin:0">${t(lang, 'mail.signOff')}<br>${BUSINESS.translatorName}</p>`,
    bodyText: `${t(lang, 'mail.hello')}

${thanks}

${ask}

${labelledIn(lang, button, url)}

${validity}
${noReply}

${t(lang, 'mail.signOff')}
${BUSINESS.translatorName}`,
  });
}
