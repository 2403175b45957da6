import { BUSINESS } from '../../core/business';
import { ACCOUNTING_RETENTION_YEARS } from '../../core/retention';
import { html, layout, type MailContent } from '../mail/templates';
import type { ErasurePlan } from './erasure';

const P = 'margin:0 0 16px';

/** Confirmation of an erasure, to the address erased: what went, what stays and why. */
export function erasureConfirmationEmail(plan: ErasurePlan, byAdmin: boolean): MailContent {
  const kept = plan.ordersAnonymised;
  const keptText = kept.length
    ? `Nous conservons, comme la loi l’exige (pièces comptables, ${ACCOUNTING_RETENTION_YEARS} ans), la référence, la date, les prestations et le montant de ${kept.length === 1 ? 'votre commande payée' : `vos ${kept.length} commandes payées`} (${kept.join(', ')}), sans votre adresse e-mail ni vos documents.`
    : 'Aucune commande payée n’était à conserver pour la comptabilité.';
  const intro = byAdmin
    ? `Suite à votre demande, nous avons effacé vos données personnelles du site de ${BUSINESS.tradeName}.`
    : `Votre compte client sur le site de ${BUSINESS.tradeName} a été supprimé, avec les données qui s’y rattachent.`;
  return layout({
    lang: 'fr',
    subject: `Vos données ont été effacées — ${BUSINESS.tradeName}`,
    preheader: 'Confirmation de l’effacement de vos données personnelles.',
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">${intro}</p>
<p style="${P}">Ont été effacés : ${plan.account ? 'votre compte et toutes ses sessions, ' : ''}vos documents et traductions, vos messages, vos demandes de devis, de contact et de support, et vos conversations du chat.</p>
<p style="${P}">${keptText}</p>
<p style="${P}">Ce message est le dernier que vous recevrez de notre part à ce sujet. Pour toute question, répondez simplement à cet e-mail.</p>
<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour,

${intro}

Ont été effacés : ${plan.account ? 'votre compte et toutes ses sessions, ' : ''}vos documents et traductions, vos messages, vos demandes de devis, de contact et de support, et vos conversations du chat.

${keptText}

Ce message est le dernier que vous recevrez de notre part à ce sujet. Pour toute question, répondez simplement à cet e-mail.

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}
