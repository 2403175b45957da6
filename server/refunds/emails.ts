import { BUSINESS } from '../../core/business';
import { translate, type Lang, type MessageId } from '../../core/messages';
import { eurosIn, labelledIn } from '../../core/order-text';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';

const P = 'margin:0 0 16px';
// The credit note's own words for the method, in the order's language (the PDF's Arabic summary says the same).
const METHOD = { stripe: 'invoicePdf.refundMethod_stripe', demo: 'invoicePdf.refundMethod_demo' } as const;

/** To the customer when a refund is recorded, in the order's language: the amount, how it comes back, the credit note attached. */
export function refundEmail(input: {
  orderId: string;
  amountCents: number;
  full: boolean;
  creditNoteNumber: string;
  /** The credit note's French label: said as is in a French e-mail, which stays as it was. */
  methodLabel: string;
  /** How the order was paid: named from the catalogue in another language (issue 17). */
  method?: 'stripe' | 'demo';
  reason: string;
  followUrl: string;
  lang: Lang;
}): MailContent {
  const lang = input.lang;
  const vars = {
    id: input.orderId,
    amount: eurosIn(lang, input.amountCents),
    method: lang === 'fr' || !input.method ? input.methodLabel : translate(lang, METHOD[input.method]),
    number: input.creditNoteNumber,
    reason: input.reason,
  };
  const w = (id: MessageId) => translate(lang, id, vars);
  const what = w(input.full ? 'orderMail.refundFull' : 'orderMail.refundPartial');
  const how = w('orderMail.refundHow');
  const note = w('orderMail.refundNote');
  const reason = w('orderMail.refundReason');
  const see = w('orderMail.seeOrder');
  return layout({
    lang,
    subject: `${w(input.full ? 'orderMail.refundSubjectFull' : 'orderMail.refundSubjectPartial')} — ${BUSINESS.tradeName}`,
    preheader: what,
    body: html`<p style="${P}">${w('mail.hello')}</p>
<p style="${P}">${what}</p>
<p style="${P}">${reason}</p>
<p style="${P}">${how}</p>
<p style="${P}">${note}</p>
<p style="${P}"><a href="${safeUrl(input.followUrl)}" style="color:#1d4ed8">${see}</a></p>
<p style="margin:0">${w('mail.signOff')}<br>${BUSINESS.translatorName}</p>`,
    bodyText: `${w('mail.hello')}

${what}

${reason}

${how}

${note}

${labelledIn(lang, see, input.followUrl)}

${w('mail.signOff')}
${BUSINESS.translatorName}`,
  });
}
