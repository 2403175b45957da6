import type { LegalPageContent } from './legal-model';

/**
 * What the site keeps in the browser besides cookies (issue 30, decision 073): the local storage,
 * which stays until it is cleared, and the session storage, which the browser empties when the tab
 * closes. Each key is named, with what it is for, whether it holds personal data, and how long it
 * stays. `cookies-storage.test.ts` fails when the code stores a key this list does not name.
 */
export const BROWSER_STORAGE: [name: string, purpose: string, personal: string, duration: string][] = [
  [
    'cart',
    'Copie complète de votre panier (options choisies, noms des fichiers téléversés, coordonnées et commentaire saisis, prix), que le cookie `cart` ne peut pas toujours contenir en entier.',
    'Oui\u00a0: votre adresse e-mail, vos coordonnées, votre commentaire et les noms de vos fichiers.',
    'Jusqu’à la confirmation de la commande, ou jusqu’à ce que vous vidiez le panier.',
  ],
  [
    'mailClient',
    'La dernière adresse e-mail utilisée pour commander, comme le cookie du même nom.',
    'Oui\u00a0: votre adresse e-mail.',
    'Jusqu’à la confirmation de la commande.',
  ],
  [
    'chat-active',
    'Indique qu’une conversation du chat existe sur ce navigateur, pour que le chat se charge sur chaque page et vous montre les réponses.',
    'Non\u00a0: la valeur est seulement «\u00a01\u00a0».',
    'Jusqu’à la suppression de la conversation, ou jusqu’à ce que vous effaciez les données du site.',
  ],
  [
    'chat-started',
    'Prévient les autres onglets ouverts sur le site qu’une conversation vient de commencer, pour qu’ils affichent aussi les réponses.',
    'Non\u00a0: un nombre tiré au hasard.',
    'Jusqu’à ce que vous effaciez les données du site.',
  ],
  [
    'chat-contact-offer',
    'Retient que vous avez répondu «\u00a0Non merci\u00a0» à la proposition de recevoir les réponses du chat par e-mail, pour ne plus la poser.',
    'Non\u00a0: la valeur est seulement «\u00a0declined\u00a0» (refusé).',
    'Jusqu’à ce que vous effaciez les données du site.',
  ],
  [
    'admin-chat-sound',
    'Espace d’administration seulement\u00a0: retient que la traductrice a activé le son des nouveaux messages du chat.',
    'Non\u00a0: la valeur est seulement «\u00a0on\u00a0» (activé).',
    'Jusqu’à ce que le son soit coupé.',
  ],
];

/** Session storage: emptied by the browser when the tab closes. */
export const SESSION_STORAGE: [name: string, purpose: string, personal: string, duration: string][] = [
  [
    'chat-pending',
    'Les messages du chat écrits mais pas encore partis (connexion coupée, page rechargée), pour les envoyer dès que possible.',
    'Oui\u00a0: le texte de ces messages et, si vous l’avez donnée, votre adresse e-mail.',
    'Jusqu’à leur envoi, au plus tard la fermeture de l’onglet.',
  ],
  [
    'checkoutKey',
    'Une clé tirée au hasard qui évite de créer deux commandes si vous cliquez deux fois sur «\u00a0Payer\u00a0», avec de quoi reconnaître le panier payé.',
    'Oui\u00a0: l’adresse e-mail et les coordonnées du panier payé.',
    'Jusqu’à la confirmation de la commande, au plus tard la fermeture de l’onglet.',
  ],
  [
    'confirmation',
    'Le résumé de la commande payée (référence, prix, livraison), affiché sur la page de confirmation.',
    'Oui\u00a0: votre adresse e-mail et, pour un envoi postal, l’adresse de livraison.',
    'Jusqu’à la fermeture de l’onglet.',
  ],
];

const table = (label: string, rows: typeof BROWSER_STORAGE) => ({
  table: {
    label,
    headers: ['Nom', 'Finalité', 'Données personnelles', 'Durée'],
    rows: rows.map(([name, ...rest]) => [`\`${name}\``, ...rest]),
  },
});

/** The article and its Arabic summary, placed after the list of cookies. */
export const STORAGE_PART: LegalPageContent['parts'][number] = {
  fr: [
    {
      id: 'stockage-local',
      title: 'Ce que le site garde dans votre navigateur, en dehors des cookies',
      blocks: [
        'Votre navigateur offre aussi au site deux espaces de stockage, qui ne sont jamais envoyés au serveur avec vos pages. Le **stockage local** garde ses données jusqu’à ce qu’elles soient effacées par le site, ou par vous dans les réglages du navigateur («\u00a0Cookies et données de site\u00a0»). Le **stockage de session** est vidé par le navigateur dès que vous fermez l’onglet.',
        'Comme les cookies ci-dessus, ces données servent seulement au fonctionnement du site\u00a0: aucune ne sert à vous suivre, à mesurer l’audience ou à afficher de la publicité, et aucune n’est transmise à un tiers.',
        { h3: 'Stockage local' },
        table('Stockage local du navigateur', BROWSER_STORAGE),
        { h3: 'Stockage de session' },
        table('Stockage de session du navigateur', SESSION_STORAGE),
      ],
    },
  ],
  ar: {
    title: 'ما يحفظه الموقع في متصفحك خارج ملفات تعريف الارتباط',
    paragraphs: [
      'يحفظ الموقع أيضًا بعض البيانات في التخزين المحلي لمتصفحك، ولا تُرسل إلى الخادم ولا إلى أي طرف آخر، ولا تُستعمل للتتبّع أو الإعلانات. يبقى التخزين المحلي إلى أن يمحوه الموقع أو تمحوه أنت من إعدادات المتصفح.',
      'السلة كاملة (\u2066cart\u2069) وآخر بريد إلكتروني للطلب (\u2066mailClient\u2069): فيهما بيانات شخصية (بريدك الإلكتروني وبياناتك وتعليقك وأسماء ملفاتك)، وتُمحى عند تأكيد الطلب.',
      'ولا تحتوي المفاتيح التالية على أي بيانات شخصية: وجود محادثة في الدردشة لكي تظهر الردود في كل صفحة (\u2066chat-active\u2069)، حتى حذف المحادثة؛ وإعلام علامات التبويب الأخرى ببدء محادثة (\u2066chat-started\u2069)؛ ورفضك تلقّي الردود بالبريد الإلكتروني (\u2066chat-contact-offer\u2069)؛ وتشغيل صوت الرسائل في لوحة الإدارة فقط (\u2066admin-chat-sound\u2069). وتبقى حتى تمحو بيانات الموقع.',
      'أما تخزين الجلسة فيُمحى عند إغلاق علامة التبويب: رسائل الدردشة التي لم تُرسل بعد (\u2066chat-pending\u2069)، ومفتاح يمنع إنشاء طلبين عند النقر مرتين على الدفع (\u2066checkoutKey\u2069)، وملخّص الطلب المدفوع لصفحة التأكيد (\u2066confirmation\u2069). وفيها بيانات شخصية: نص الرسائل والبريد الإلكتروني والعنوان.',
    ],
  },
};
