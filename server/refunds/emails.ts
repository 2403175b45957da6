import { BUSINESS } from '../../core/business';
import { formatEuros } from '../../core/money';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';

const P = 'margin:0 0 16px';

/** To the customer when a refund is recorded: the amount, how it comes back, the credit note attached. */
export function refundEmail(input: {
  orderId: string;
  amountCents: number;
  full: boolean;
  creditNoteNumber: string;
  methodLabel: string;
  reason: string;
  followUrl: string;
}): MailContent {
  const what = input.full
    ? `Votre commande ${input.orderId} est annulée et intégralement remboursée : ${formatEuros(input.amountCents)}.`
    : `Un remboursement partiel de ${formatEuros(input.amountCents)} a été effectué sur votre commande ${input.orderId}.`;
  const how = `${input.methodLabel}. Selon votre banque, le montant apparaît sur votre compte sous 5 à 10 jours ouvrés.`;
  const note = `L’avoir ${input.creditNoteNumber} est joint à cet e-mail (PDF). Vous pouvez aussi le télécharger depuis la page de votre commande.`;
  return layout({
    subject: `${input.full ? 'Remboursement' : 'Remboursement partiel'} de la commande ${input.orderId} — ${BUSINESS.tradeName}`,
    preheader: what,
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">${what}</p>
<p style="${P}">Motif : ${input.reason}</p>
<p style="${P}">${how}</p>
<p style="${P}">${note}</p>
<p style="${P}"><a href="${safeUrl(input.followUrl)}" style="color:#1d4ed8">Voir ma commande ${input.orderId}</a></p>
<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour,

${what}

Motif : ${input.reason}

${how}

${note}

Voir ma commande ${input.orderId} : ${input.followUrl}

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}
