import { BUSINESS } from '../../core/business';

/**
 * The articles the blog starts with (issue 7). Practical, dated by their
 * subject rather than by figures that age; every legal point that depends on
 * the receiving authority says so.
 */
export const ARTICLE_SEED: { title: string; summary: string; author: string; imageUrl: string; content: string }[] = [
  {
    title: 'Traduction certifiée pour un dossier de préfecture : le guide pratique',
    author: BUSINESS.translatorName,
    imageUrl: '',
    summary:
      'Titre de séjour, naturalisation, échange de permis de conduire : quels documents faire traduire, par qui, sous quelle forme, et comment éviter qu’un dossier soit retourné incomplet.',
    content: `<p>Un acte de naissance marocain, un jugement de divorce algérien, un permis de conduire tunisien : dès qu’un document rédigé en arabe entre dans un dossier de préfecture, il doit être accompagné d’une traduction en français. Et pas n’importe laquelle.</p>
<h2>Qui peut faire la traduction ?</h2>
<p>Les préfectures demandent une traduction réalisée par un <strong>traducteur inscrit sur la liste des experts judiciaires d’une cour d’appel</strong> — ce que l’on appelle couramment un traducteur « assermenté ». Sa traduction porte son cachet, sa signature et une mention de conformité : c’est une traduction certifiée.</p>
<p>L’inscription vaut pour toute la France : une traduction réalisée par une traductrice inscrite près la ${BUSINESS.courtOfAppeal} est acceptée par la préfecture de Paris comme par celle de Marseille. Une traduction faite par un proche bilingue, ou par un outil automatique, sera refusée.</p>
<h2>Quels documents faut-il faire traduire ?</h2>
<p>La liste dépend de votre démarche. On retrouve le plus souvent :</p>
<ul>
<li>l’<strong>acte de naissance</strong>, souvent en copie intégrale ;</li>
<li>l’<strong>acte de mariage</strong> ou le jugement de divorce ;</li>
<li>les actes de naissance des enfants ;</li>
<li>l’<strong>extrait de casier judiciaire</strong> du pays d’origine (naturalisation) ;</li>
<li>le <strong>permis de conduire</strong> (échange contre un permis français) ;</li>
<li>des diplômes ou attestations de travail.</li>
</ul>
<p>Partez toujours de la liste officielle de votre démarche, publiée sur le site de votre préfecture ou sur la plateforme de l’administration numérique des étrangers en France (ANEF). Faire traduire un document qui n’est pas demandé coûte du temps et de l’argent ; en oublier un retarde tout le dossier.</p>
<h2>Copie, scan ou original ?</h2>
<p>La traductrice travaille à partir d’un scan ou d’une photo lisible : vous gardez vos originaux. Conservez-les précieusement, car l’agent de préfecture peut demander à les voir lors du rendez-vous, à côté de la traduction.</p>
<p>Pour un dépôt en ligne, la traduction en PDF est généralement celle que vous téléversez. Si l’on vous demande un dossier papier, commandez l’envoi postal de l’original de la traduction.</p>
<h2>Attention à la date des documents</h2>
<p>Certaines démarches exigent un acte d’état civil <strong>récent</strong> (délivré depuis moins de quelques mois). Une traduction ne « périme » pas en elle-même, mais si l’acte traduit est trop ancien, il faudra en demander un nouveau… et le faire traduire. Vérifiez cette exigence avant de commander.</p>
<h2>Les noms propres : le détail qui fait tout</h2>
<p>Un nom arabe peut s’écrire de plusieurs manières en lettres latines. Si la traduction de votre acte de naissance porte une orthographe différente de celle de votre passeport, l’agent peut douter qu’il s’agisse de la même personne. Indiquez à la traductrice l’orthographe de votre passeport : elle sera reprise pour tous les membres de la famille.</p>
<h2>En résumé</h2>
<ol>
<li>Récupérez la liste officielle des pièces de votre démarche.</li>
<li>Vérifiez la date exigée pour les actes d’état civil.</li>
<li>Envoyez des scans lisibles et l’orthographe de votre passeport.</li>
<li>Gardez vos originaux pour le rendez-vous.</li>
</ol>
<p>Vous pouvez <a href="/services">commander votre traduction en ligne</a> avec un prix immédiat, ou <a href="/contact">nous poser vos questions</a> avant de vous lancer.</p>`,
  },
  {
    title: 'Légaliser un document pour les Émirats arabes unis, étape par étape',
    author: BUSINESS.translatorName,
    imageUrl: '',
    summary:
      'Contrat de travail à Dubaï, résidence familiale à Abu Dhabi : un document français doit être traduit puis légalisé de bout en bout pour être accepté aux Émirats. Les cinq étapes, dans l’ordre.',
    content: `<p>Les Émirats arabes unis n’acceptent pas l’apostille : un document français — diplôme, acte de mariage, casier judiciaire, statuts de société — n’y est reconnu qu’après une <strong>chaîne complète de légalisation</strong>. Chaque autorité authentifie la signature de la précédente. Voici les étapes, dans l’ordre où elles se font.</p>
<h2>Étape 1 : la traduction certifiée en arabe</h2>
<p>Le document est traduit en arabe par une traductrice inscrite près une cour d’appel, qui appose cachet, signature et mention de conformité. Les noms propres doivent suivre exactement l’orthographe du passeport : c’est le point qui cause le plus de refus à l’arrivée.</p>
<p>Selon l’organisme émirien, la traduction peut aussi être faite sur place après la légalisation du document français. Demandez à votre employeur ou à l’administration concernée ce qu’ils attendent avant de commencer.</p>
<h2>Étape 2 : la légalisation de la signature de la traductrice</h2>
<p>La mairie certifie la signature de la traductrice. Pour un document commercial (Kbis, statuts, factures, certificats d’origine), c’est la <strong>chambre de commerce et d’industrie</strong> qui intervient.</p>
<h2>Étape 3 : la légalisation pour l’étranger</h2>
<p>Cette étape était assurée par le bureau des légalisations du ministère de l’Europe et des Affaires étrangères. Depuis le 1er septembre 2025, elle est confiée à des <strong>notaires habilités</strong>, qui agissent pour le compte de l’État.</p>
<h2>Étape 4 : l’ambassade des Émirats à Paris</h2>
<p>La section consulaire de l’ambassade des Émirats arabes unis légalise à son tour le document. Des frais consulaires s’appliquent ; ils sont nettement plus élevés pour les documents commerciaux que pour les documents personnels.</p>
<h2>Étape 5 : l’attestation du MOFA, sur place</h2>
<p>Une fois aux Émirats, le ministère des Affaires étrangères émirien (MOFA) appose sa propre attestation, en ligne ou dans un centre agréé. Ce n’est qu’après cette étape que le document est accepté par l’employeur, l’université ou l’administration.</p>
<h2>Combien de temps prévoir ?</h2>
<p>Comptez plusieurs semaines pour l’ensemble des étapes françaises : quelques jours pour la traduction et la mairie, puis une à trois semaines chacune pour les notaires et l’ambassade, selon les périodes. <strong>Ne commencez pas au dernier moment</strong> si une date d’embauche ou de visa approche.</p>
<h2>Les erreurs à éviter</h2>
<ul>
<li>Légaliser un document dont l’orthographe des noms diffère du passeport.</li>
<li>Sauter une étape : l’ambassade refuse un document qui n’a pas été légalisé en France au préalable.</li>
<li>Oublier de demander la liste exacte à l’employeur ou à la zone franche : les exigences varient d’un émirat et d’un organisme à l’autre.</li>
</ul>
<p>Les règles de légalisation évoluent : vérifiez toujours la procédure en vigueur auprès de l’autorité qui recevra votre document. Pour un dossier suivi de bout en bout, consultez notre page <a href="/Emirats">Émirats arabes unis</a> ou <a href="/devis">demandez un devis</a>.</p>`,
  },
  {
    title: 'Apostille ou légalisation : quelle différence ?',
    author: BUSINESS.translatorName,
    imageUrl: '',
    summary:
      'Deux formalités pour qu’un document français soit reconnu à l’étranger. Laquelle vous concerne dépend du pays de destination — et parfois, aucune n’est nécessaire.',
    content: `<p>Vous partez étudier, travailler ou vous marier à l’étranger, et l’on vous demande un document français « légalisé » ou « apostillé ». Les deux mots désignent la même idée — prouver qu’une signature et un cachet français sont authentiques — mais pas la même procédure.</p>
<h2>L’apostille : une seule formalité</h2>
<p>La <strong>convention de La Haye du 5 octobre 1961</strong> a simplifié les choses entre les pays qui l’ont signée : un seul cachet, l’apostille, apposé en France, suffit pour que le document soit reconnu dans tous les autres pays parties. Pas de passage par l’ambassade.</p>
<p>Parmi les pays arabophones, le Maroc, la Tunisie, Oman ou encore l’Arabie saoudite ont rejoint cette convention. La liste s’allonge régulièrement : consultez la liste officielle des États parties, publiée par la Conférence de La Haye, avant de lancer une démarche.</p>
<h2>La légalisation : une chaîne de vérifications</h2>
<p>Pour les pays qui ne sont pas parties à la convention — les Émirats arabes unis par exemple — le document suit une chaîne : la signature est d’abord authentifiée en France, puis par l’ambassade ou le consulat du pays de destination. Chaque maillon certifie le précédent, ce qui explique des délais plus longs.</p>
<h2>Qui délivre ces formalités en France ?</h2>
<p>Jusqu’en 2025, l’apostille relevait des cours d’appel et la légalisation du ministère de l’Europe et des Affaires étrangères. <strong>Depuis le 1er septembre 2025</strong>, ces deux missions sont confiées à des notaires habilités.</p>
<h2>Et parfois, rien du tout</h2>
<p>Des conventions bilatérales ou européennes <strong>dispensent</strong> certains documents de toute formalité entre la France et d’autres États, notamment pour les actes d’état civil. Le ministère de l’Europe et des Affaires étrangères publie un tableau récapitulatif, pays par pays, des formalités exigées : c’est la référence à consulter.</p>
<h2>Et la traduction dans tout cela ?</h2>
<p>Un document destiné à un pays arabophone doit souvent être traduit en arabe. Selon les cas, l’apostille ou la légalisation porte sur le document original, sur la traduction certifiée, ou sur les deux. L’ordre des opérations compte : renseignez-vous auprès de l’autorité destinataire <em>avant</em> de commencer, pour ne pas payer deux fois la même étape.</p>
<h2>En pratique</h2>
<ol>
<li>Identifiez le pays de destination et l’organisme qui recevra le document.</li>
<li>Vérifiez la formalité exigée : apostille, légalisation ou dispense.</li>
<li>Demandez si la traduction doit être faite en France ou sur place.</li>
<li>Prévoyez les délais : de quelques jours pour une apostille à plusieurs semaines pour une légalisation complète.</li>
</ol>
<p>Vous hésitez ? <a href="/contact">Écrivez-nous</a> en précisant le pays et le document : nous vous indiquons le chemin le plus court. Voir aussi notre page <a href="/legalisation">légalisation de documents</a>.</p>`,
  },
];
