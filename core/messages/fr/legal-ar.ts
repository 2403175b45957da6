/** The Arabic summaries of the legal pages (/ar/legal, /ar/cookies, /ar/rgpd, /ar/securite-ssl): the French text of what each summary says; the French pages stay the binding text (issue 17). */
export const legalAr = {
  eyebrow: 'Résumé en arabe',
  binding: 'Ce résumé vous aide à comprendre le texte\u202f; seule la version française fait foi.',
  bindingLink: 'Lire la version française qui fait foi',
  legalTitle: 'Mentions légales\u00a0: résumé',
  legalDescription: 'Qui édite et héberge ce site, propriété intellectuelle et droit applicable.',
  legal1Title: 'Éditrice du site',
  legal1Text:
    '{{name}}, traductrice indépendante (entrepreneur individuel), édite ce site sous le nom commercial {{trade}}, {{address}}. SIRET {{siret}}. Elle est inscrite sur la liste des experts judiciaires de la {{court}} en qualité d’experte traductrice en langue arabe.',
  legal2Title: 'Publication et hébergement',
  legal2Text:
    'La directrice de la publication est {{name}} ({{email}}). Le site est hébergé par {{hostName}}, {{hostAddress}}.',
  legal3Title: 'Propriété intellectuelle',
  legal3Text:
    'Les textes, articles, réponses de la FAQ, le logo et la mise en page appartiennent à {{name}}\u00a0: toute reproduction sans autorisation écrite est interdite\u202f; les courtes citations avec la source sont admises. Les exemples de documents traduits sont fictifs ou anonymisés.',
  legal4Title: 'Responsabilité',
  legal4Text:
    'Les informations sur les légalisations, les exigences des administrations et les délais sont données à titre indicatif et les règles évoluent\u00a0: vérifiez-les auprès de l’organisme destinataire avant toute démarche. Les traductions commandées relèvent des conditions générales.',
  legal5Title: 'Données, cookies et sécurité',
  legal5Text:
    'Vos données ne servent qu’à traiter vos demandes et ne sont jamais vendues. Le site n’utilise que des cookies nécessaires à son fonctionnement. Toutes les pages sont servies en HTTPS et les documents sont stockés chiffrés.',
  legal6Title: 'Droit applicable',
  legal6Text:
    'Le droit français s’applique. Une solution amiable est recherchée d’abord\u202f; à défaut, les tribunaux de Dijon sont compétents, ou, pour un consommateur, ceux de son domicile (article R631-3 du Code de la consommation).',
  cookiesTitle: 'Politique de cookies\u00a0: résumé',
  cookiesDescription: 'Les seuls cookies du site, essentiels, et comment changer votre choix.',
  cookies1Title: 'Qu’est-ce qu’un cookie\u202f?',
  cookies1Text:
    'Un petit fichier qu’un site enregistre dans votre navigateur. Ceux qui sont strictement nécessaires au service demandé peuvent être déposés sans votre accord\u202f; les autres exigent votre consentement.',
  cookies2Title: 'Les cookies de ce site',
  cookies2Text:
    'Uniquement des cookies essentiels, déposés par le site lui-même et jamais transmis à un tiers\u00a0: le panier (7 jours), la dernière adresse e-mail de commande (7 jours), la session de connexion (7 jours), le nom du compte dans l’en-tête (7 jours), le thème clair ou sombre (1 an), la conversation du chat (30 jours) et votre choix sur ce bandeau (365 jours).',
  cookies3Title: 'Aucun cookie publicitaire ni tiers',
  cookies3Text:
    'Pas de mesure d’audience, de publicité ni de bouton de réseau social. Seul le plan de la page À propos vient d’OpenStreetMap, qui peut recevoir votre adresse IP.',
  cookies4Title: 'Changer votre choix',
  cookies4Text:
    'Votre choix est conservé 365 jours. Pour le changer avant, supprimez le cookie cookieConsent de votre navigateur\u00a0: le bandeau réapparaît à la page suivante.',
  securityTitle: 'Sécurité du site\u00a0: résumé',
  securityDescription: 'HTTPS, documents chiffrés, paiement certifié\u00a0: comment vos documents sont protégés.',
  security1Title: 'Une connexion chiffrée',
  security1Text:
    'Toutes les pages sont servies en HTTPS (TLS)\u00a0: ce qui circule entre votre navigateur et le site est illisible pour un tiers. Le site ne charge aucun script ni traceur d’un autre site.',
  security2Title: 'Le cadenas et le certificat',
  security2Text:
    'Le cadenas garantit une connexion chiffrée avec le site dont l’adresse s’affiche, pas son honnêteté\u00a0: vérifiez toujours l’adresse, {{host}}. Si votre navigateur affiche un avertissement, n’allez pas plus loin et prévenez-nous à {{email}}.',
  security3Title: 'Vos documents',
  security3Text:
    'Documents et traductions sont stockés chiffrés (AES-256) en France, accessibles à vous seul et à la traductrice par des liens authentifiés. Les fichiers sans commande sont supprimés après {{idle}} d’inactivité, les documents commandés {{days}} après la livraison.',
  security4Title: 'Paiement et mots de passe',
  security4Text:
    'Vos données bancaires sont saisies chez un prestataire certifié PCI-DSS et ne passent pas par ce site. Les mots de passe sont hachés et les sessions expirent après 7 jours. Nous ne vous demanderons jamais votre numéro de carte.',
  security5Title: 'Signaler un problème',
  security5Text: 'Une faille ou un message suspect\u202f? Écrivez à {{email}} avec «\u00a0Sécurité\u00a0» en objet.',
} as const;
