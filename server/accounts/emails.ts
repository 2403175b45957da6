import { BUSINESS } from '../../core/business';
import type { Lang } from '../../core/messages';
import { html, layout, safeUrl, type MailContent } from '../mail/templates';
import { arabicPasswordResetEmail, arabicRegistrationAttemptEmail } from './emails-ar';

const P = 'margin:0 0 16px';

/** The single-use link of « Mot de passe oublié ? », in the language of the page that asked for it. */
export function passwordResetEmail(link: string, validMinutes: number, lang: Lang): MailContent {
  if (lang === 'ar') return arabicPasswordResetEmail(link, validMinutes);
  const validity =
    validMinutes % 60 === 0 ? `${validMinutes / 60} heure${validMinutes === 60 ? '' : 's'}` : `${validMinutes} minutes`;
  return layout({
    lang,
    subject: `Réinitialisation de votre mot de passe — ${BUSINESS.tradeName}`,
    preheader: `Ce lien est valable ${validity} et ne sert qu’une fois.`,
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Vous avez demandé à réinitialiser le mot de passe de votre compte client sur le site de ${BUSINESS.tradeName}.</p>
<p style="${P}"><a href="${safeUrl(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Choisir un nouveau mot de passe</a></p>
<p style="${P};font-size:14px;color:#4b5563">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><span style="word-break:break-all">${link}</span></p>
<p style="${P}">Ce lien est valable ${validity} et ne peut servir qu’une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.</p>
<p style="${P}">Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.</p>
<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour,

Vous avez demandé à réinitialiser le mot de passe de votre compte client sur le site de ${BUSINESS.tradeName}.

Choisissez un nouveau mot de passe en ouvrant ce lien :
${link}

Ce lien est valable ${validity} et ne peut servir qu’une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.

Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}

/** To the owner of an address someone tried to register again (the form answers as for a new one). */
export function registrationAttemptEmail(forgotLink: string, lang: Lang): MailContent {
  if (lang === 'ar') return arabicRegistrationAttemptEmail(forgotLink);
  return layout({
    lang,
    subject: `Tentative de création de compte — ${BUSINESS.tradeName}`,
    preheader: 'Quelqu’un a essayé de créer un compte avec votre adresse.',
    body: html`<p style="${P}">Bonjour,</p>
<p style="${P}">Quelqu’un a essayé de créer un compte avec votre adresse sur le site de ${BUSINESS.tradeName}. Vous avez déjà un compte : rien n’a été changé.</p>
<p style="${P}">Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau :</p>
<p style="${P}"><a href="${safeUrl(forgotLink)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Mot de passe oublié</a></p>
<p style="${P}">Sinon, ignorez ce message : votre compte et votre mot de passe restent inchangés.</p>
<p style="margin:0">Bien cordialement,<br>${BUSINESS.translatorName}</p>`,
    bodyText: `Bonjour,

Quelqu’un a essayé de créer un compte avec votre adresse sur le site de ${BUSINESS.tradeName}. Vous avez déjà un compte : rien n’a été changé.

Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau :
${forgotLink}

Sinon, ignorez ce message : votre compte et votre mot de passe restent inchangés.

Bien cordialement,
${BUSINESS.translatorName}`,
  });
}
