/**
 * « Vérifier une traduction » (issue 31, decision 054): the public page /verifier, its API's
 * answers and refusals, the line the home page gives it, and the admin's revocation messages.
 */
export const verification = {
  metaTitle: 'Vérifier une traduction certifiée',
  metaDescription:
    'Vérifiez en quelques secondes qu’une traduction certifiée est authentique et toujours valable, avec la référence et le code imprimés sur chacune de ses pages.',
  eyebrow: 'Vérification',
  title: 'Vérifier une traduction',
  lead: 'Chaque traduction certifiée porte sur chaque page un QR code, une référence et un code. Saisissez-les pour savoir si elle a bien été délivrée par la traductrice et si elle est toujours valable.',
  privacy: 'Cette page ne montre ni le nom du client ni le contenu du document.',
  formTitle: 'Référence et code',
  referenceLabel: 'Référence de la traduction',
  referenceHint: 'Après «\u00a0Traduction certifiée n°\u00a0», par exemple 7KQ4M-9XD2P.',
  codeLabel: 'Code de vérification',
  codeHint: '8\u00a0caractères, après «\u00a0avec le code\u00a0».',
  submit: 'Vérifier',
  checking: 'Vérification…',
  referenceInvalid: 'Une référence compte 10\u00a0caractères, lettres et chiffres, par exemple 7KQ4M-9XD2P.',
  codeInvalid: 'Le code compte 8\u00a0caractères, lettres et chiffres.',
  notFound:
    'Aucune traduction ne correspond à cette référence et à ce code. Vérifiez votre saisie\u00a0: un document dont le code ne correspond pas n’a pas été délivré par la traductrice.',
  validTitle: 'Traduction authentique',
  validText: 'Cette traduction a été certifiée par la traductrice et n’a pas été révoquée.',
  revokedTitle: 'Traduction révoquée le {{date}}',
  revokedText:
    'La traductrice a retiré cette traduction, par exemple parce qu’une version corrigée a été délivrée à sa place. Elle ne doit plus être acceptée\u00a0: demandez la traduction en vigueur à la personne qui vous l’a remise.',
  reference: 'Référence',
  translator: 'Traductrice',
  translatorValue: '{{name}}, experte traductrice près la {{court}}',
  certifiedOn: 'Certifiée le',
  languages: 'Langues',
  pairArFr: 'De l’arabe vers le français',
  pairFrAr: 'Du français vers l’arabe',
  documentType: 'Document',
  documentTypeUnknown: 'Non précisé',
  pages: 'Nombre de pages',
  fingerprint: 'Empreinte du fichier délivré (SHA-256)',
  another: 'Vérifier une autre traduction',
  fileTitle: 'Vérifier un fichier',
  fileText:
    'Vous avez reçu cette traduction en PDF\u202f? Déposez-la ici\u00a0: votre navigateur calcule son empreinte et la compare à celle du fichier délivré. Le fichier ne quitte pas votre appareil.',
  filePick: 'Choisir le PDF',
  fileDrop: 'ou déposez-le ici',
  fileComputing: 'Calcul de l’empreinte…',
  fileMatches: 'Ce fichier est exactement la traduction délivrée.',
  fileDiffers:
    'Ce fichier n’est pas le fichier délivré\u00a0: il a été modifié, ou c’est un autre document. Une copie scannée ou imprimée n’a jamais la même empreinte\u00a0: vérifiez-la avec sa référence et son code.',
  fileUnreadable: 'Ce fichier n’a pas pu être lu.',
  fileName: 'Fichier\u00a0: {{name}}',
  homeLine:
    'Chaque traduction livrée porte un QR code et un code\u00a0: toute administration peut vérifier en ligne qu’elle est authentique.',
  homeLink: 'Vérifier une traduction',
  // The admin's revocation (back office, French; refusals worded in the caller's language all the same).
  reasonRequired: 'Indiquez la raison de la révocation.',
  reasonTooLong: 'La raison compte 500\u00a0caractères au plus.',
  revokedDone: 'Traduction révoquée\u00a0: la page de vérification l’indique désormais.',
  alreadyRevoked: 'Cette traduction était déjà révoquée.',
  certificateNotFound: 'Traduction certifiée introuvable.',
  documentTypeTooLong: 'Le type de document compte 120\u00a0caractères au plus.',
  languagesInvalid:
    'Langues inconnues\u00a0: choisissez «\u00a0arabe vers français\u00a0» ou «\u00a0français vers arabe\u00a0».',
} as const;
