import { addressLines } from '../../core/address-lines';
import { BUSINESS } from '../../core/business';
import { t, type Lang } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { labelledIn } from '../../core/order-text';
import type { Shipment } from '../../core/shipment';
import { carrierName } from '../../core/shipping-rules';
import { trackingUrl } from '../../core/tracking';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';
import type { Order } from '../orders/schema';

const P = 'margin:0 0 16px';
const DAY: Record<Lang, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
  ar: new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'Europe/Paris', numberingSystem: 'latn' }),
};

/** « 28 novembre 2026 » in the reader's language (Paris day, Latin digits in Arabic). */
const shippedDayIn = (lang: Lang, at: Date | string): string => DAY[lang].format(new Date(at));

/**
 * The customer's e-mail when the paper original leaves (or its tracking number is corrected), in
 * the order's language: the day, the carrier, the number, the carrier's tracking page when it has
 * one (another carrier: the number alone), the address it goes to, and the order page.
 */
export function shipmentEmail(
  order: Pick<Order, 'id' | 'lang' | 'shippingAddress'>,
  shipment: Shipment,
  corrected: boolean,
  publicUrl: string,
): MailContent {
  const lang = order.lang;
  const carrier = carrierName(lang, shipment);
  const vars = { id: order.id, date: shippedDayIn(lang, shipment.shippedAt), carrier };
  const subject = t(lang, corrected ? 'shipping.mailCorrectedSubject' : 'shipping.mailSubject', { id: order.id });
  const lead = corrected ? t(lang, 'shipping.mailCorrected', vars) : t(lang, 'shipping.mailShipped', vars);
  const number = t(lang, 'shipping.mailTracking', { number: shipment.trackingNumber });
  const link = trackingUrl(shipment.carrier, shipment.trackingNumber);
  const address = order.shippingAddress ? addressLines(order.shippingAddress, lang) : null;
  const followUrl = `${publicUrl}${localizedPath(lang, `/orders/${order.id}`)}`;
  const follow = t(lang, 'orderMail.followNamed', { id: order.id });
  const noLink = t(lang, 'shipping.trackNoLink', { carrier });
  return layout({
    lang,
    subject: `${subject} — ${BUSINESS.tradeName}`,
    preheader: lead,
    body: html`<p style="${P}">${t(lang, 'mail.hello')}</p>
      <p style="${P}">${lead}</p>
      <p style="${P}"><strong>${number}</strong><br>${
        link
          ? html`<a href="${safeUrl(link)}" style="color:#1d4ed8" data-tracking-link>${t(lang, 'shipping.mailTrackLink')}</a>`
          : noLink
      }</p>
      ${address ? html`<p style="${P}">${t(lang, 'shipping.mailAddress')}<br>${address.map((l, i) => (i === 0 ? l : html`<br>${l}`))}</p>` : ''}
      <p style="${P}"><a href="${safeUrl(followUrl)}" style="color:#1d4ed8">${follow}</a></p>
      <p style="margin:0">${t(lang, 'mail.signOff')}<br />${BUSINESS.translatorName}</p>`,
    bodyText: `${t(lang, 'mail.hello')}

${lead}

${number}
${link ? labelledIn(lang, t(lang, 'shipping.mailTrackLink'), link) : noLink}
${address ? `\n${t(lang, 'shipping.mailAddress')}\n${address.join('\n')}\n` : ''}
${labelledIn(lang, follow, followUrl)}

${t(lang, 'mail.signOff')}
${BUSINESS.translatorName}`,
  });
}
