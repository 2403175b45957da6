import { BUSINESS } from '../../core/business';

/**
 * The questions the site starts with (issue 7). Written for people about to
 * file a real procedure: what is certain is said plainly, what depends on the
 * receiving authority is said to depend on it. The translator edits them
 * afterwards from /faq.
 */
export const FAQ_SEED: { question: string; answer: string; order: number }[] = [
  {
    order: 1,
    question: 'Qu’est-ce qu’une traduction certifiée ?',
    answer: `<p>Une traduction certifiée est réalisée par un traducteur inscrit sur la liste des experts judiciaires d’une cour d’appel — on dit couramment traducteur « assermenté ». ${BUSINESS.translatorName} est inscrite près la ${BUSINESS.courtOfAppeal}.</p>
<p>Chaque page porte son cachet, sa signature et une mention certifiant que la traduction est conforme au document présenté. C’est ce qui la rend recevable par les administrations, les tribunaux, les notaires et les universités.</p>
<p>Une traduction faite par un traducteur non inscrit, même excellente, n’a pas cette valeur officielle.</p>`,
  },
  {
    order: 2,
    question: 'Quels documents pouvez-vous traduire ?',
    answer: `<p>Tous les documents officiels rédigés en arabe ou en français, dans les deux sens :</p>
<ul>
<li><strong>état civil</strong> : actes de naissance, de mariage, de décès, livrets de famille, actes de kafala ;</li>
<li><strong>justice</strong> : jugements de divorce, extraits de casier judiciaire, procurations, actes notariés ;</li>
<li><strong>études et travail</strong> : diplômes, relevés de notes, attestations et certificats de travail ;</li>
<li><strong>identité et véhicules</strong> : passeports, cartes d’identité, permis de conduire ;</li>
<li><strong>entreprise</strong> : extraits Kbis, statuts, contrats, factures.</li>
</ul>
<p>Un document particulier ? Envoyez-le via la <a href="/devis">demande de devis</a> : nous vous disons tout de suite si nous pouvons le traiter.</p>`,
  },
  {
    order: 3,
    question: 'Quels sont les délais ?',
    answer: `<p>La plupart des traductions sont prêtes en <strong>{{delai_traduction}}</strong> après réception des documents lisibles et du paiement : le formulaire de commande affiche la date de livraison estimée avant le paiement.</p>
<p>Pour une urgence (rendez-vous en préfecture, date d’audience, départ à l’étranger), {{urgence}}.</p>
<p>Les légalisations éventuelles s’ajoutent à ce délai : {{delai_legalisations}} par étape selon les autorités concernées.</p>`,
  },
  {
    order: 4,
    question: 'Combien coûte une traduction certifiée ?',
    answer: `<p>Le prix dépend du nombre de pages, du mode de livraison et de la légalisation éventuelle. Le formulaire de <a href="/services">commande en ligne</a> affiche le prix exact dès que vous choisissez ces options, avant tout paiement.</p>
<p>Pour un dossier volumineux, un document commercial ou une chaîne de légalisation complète, demandez un <a href="/devis">devis gratuit</a> : il détaille chaque étape.</p>`,
  },
  {
    order: 5,
    question: 'Une copie ou un scan suffit-il, ou faut-il envoyer l’original ?',
    answer: `<p>Pour traduire, un <strong>scan ou une photo nette</strong> de chaque page suffit : vous n’avez pas à vous séparer de vos originaux. Veillez à ce que tous les bords, cachets et mentions manuscrites soient lisibles.</p>
<p>La traduction certifie sa conformité au document présenté. Certaines administrations demandent à voir l’original en même temps que la traduction : conservez-le et présentez les deux ensemble.</p>
<p>Si une légalisation est prévue, renseignez-vous sur les exigences de l’autorité qui la délivre : certaines demandent l’original du document ou une copie certifiée.</p>`,
  },
  {
    order: 6,
    question: 'Faut-il légaliser ou apostiller ma traduction ?',
    answer: `<p>Pour une démarche <strong>en France</strong> (préfecture, mairie, tribunal, université), la traduction certifiée suffit en général : aucune légalisation n’est demandée.</p>
<p>Pour un usage <strong>à l’étranger</strong>, tout dépend du pays de destination :</p>
<ul>
<li>les pays parties à la convention de La Haye de 1961 demandent une <strong>apostille</strong>, une formalité unique ;</li>
<li>les autres demandent une <strong>légalisation</strong> en plusieurs étapes, jusqu’à l’ambassade du pays ;</li>
<li>certains accords entre États dispensent de toute formalité.</li>
</ul>
<p>Depuis le 1er septembre 2025, apostilles et légalisations des actes français sont délivrées par des notaires habilités. Les règles évoluent : vérifiez toujours la formalité exigée auprès de l’autorité qui recevra le document. Voir aussi notre page <a href="/legalisation">légalisation</a>.</p>`,
  },
  {
    order: 7,
    question: 'Comment faire accepter un document aux Émirats arabes unis ?',
    answer: `<p>Les Émirats arabes unis demandent une légalisation complète, pas une apostille. Les étapes habituelles :</p>
<ol>
<li>traduction certifiée en arabe ;</li>
<li>légalisation de la signature de la traductrice (mairie, ou chambre de commerce pour un document commercial) ;</li>
<li>légalisation pour l’étranger, auprès des notaires habilités ;</li>
<li>légalisation par l’ambassade des Émirats à Paris ;</li>
<li>attestation par le ministère émirien des Affaires étrangères (MOFA), sur place.</li>
</ol>
<p>Nous suivons les étapes françaises pour vous. Demandez à votre employeur ou à l’administration émirienne la liste exacte des pièces exigées. Tous les détails sur notre page <a href="/Emirats">Émirats arabes unis</a>.</p>`,
  },
  {
    order: 8,
    question: 'Ma traduction sera-t-elle acceptée par la préfecture, la mairie ou un tribunal ?',
    answer: `<p>Oui : les administrations françaises acceptent les traductions réalisées par un traducteur inscrit près une cour d’appel, quelle que soit la ville de cette cour. Une traduction faite à Dijon vaut donc aussi à Paris, Lyon ou Marseille.</p>
<p>Chaque administration fixe en revanche sa propre liste de pièces (acte récent, copie intégrale, etc.) : consultez-la avant de commander, pour faire traduire exactement le bon document.</p>`,
  },
  {
    order: 9,
    question: 'Comment se passe le paiement ?',
    answer: `<p>Le paiement se fait <strong>en ligne, par carte bancaire</strong>, au moment de la commande, sur une page de paiement sécurisée : nous n’avons jamais accès aux numéros de votre carte.</p>
<p>Pour une demande de devis, rien n’est à payer avant que vous ayez accepté le prix proposé.</p>`,
  },
  {
    order: 10,
    question: 'Mes documents restent-ils confidentiels ?',
    answer: `<p>Oui. La traductrice est tenue au secret professionnel et vos documents ne sont communiqués à personne d’autre.</p>
<p>Les fichiers que vous envoyez par le site transitent par une connexion chiffrée (HTTPS) et sont <strong>chiffrés sur nos serveurs</strong> : seuls vous et la traductrice pouvez les ouvrir. Ils sont conservés le temps nécessaire au traitement de votre dossier.</p>
<p>Plus de détails dans notre page <a href="/rgpd">protection des données</a>.</p>`,
  },
  {
    order: 11,
    question: 'Comment vais-je recevoir ma traduction ?',
    answer: `<p>Vous recevez toujours la traduction <strong>en PDF</strong>, par e-mail et dans le suivi de votre commande. Ce fichier convient à de nombreuses démarches en ligne.</p>
<p>Si l’administration exige l’original papier (cachet et signature manuscrite), ou si une légalisation est prévue, choisissez à la commande l’envoi ou le retrait de l’original papier : {{originaux_papier}}.</p>
<p>En cas de doute, demandez à l’organisme destinataire s’il accepte une copie : c’est lui qui décide.</p>`,
  },
  {
    order: 12,
    question: 'Comment les noms propres sont-ils écrits dans la traduction ?',
    answer: `<p>Un même nom arabe peut s’écrire de plusieurs façons en lettres latines. Pour éviter tout écart entre vos papiers, nous reprenons l’orthographe de votre <strong>passeport</strong> ou de votre titre de séjour.</p>
<p>Indiquez-la dans le commentaire de votre commande, ou joignez une copie de la page d’identité de votre passeport : les noms de toute la famille seront transcrits de la même manière.</p>`,
  },
];
