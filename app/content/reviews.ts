/**
 * The sample reviews of the home page carousel (static, newest first, in French): shown after
 * the published real reviews until three of those exist (app/.server/home-reviews.ts, docs/reviews.md).
 * `text` may be empty: the card then reads « Avis sans commentaire ».
 */
export interface SampleReview {
  /** First name and initial only. */
  name: string;
  stars: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** ISO date (YYYY-MM-DD). */
  publishAt: string;
}

export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    name: 'Karim B.',
    stars: 5,
    text: 'Traduction de mon acte de naissance marocain et de mon livret de famille pour un dossier de naturalisation. Travail soigné, rendu en deux jours, et la préfecture n’a rien trouvé à redire. Je recommande sans hésiter.',
    publishAt: '2026-10-27',
  },
  {
    name: 'Claire M.',
    stars: 5,
    text: 'Nous avions besoin des statuts et du Kbis de notre société en arabe pour répondre à un appel d’offres au Qatar. Délais tenus, terminologie juridique irréprochable et des échanges très professionnels.',
    publishAt: '2026-10-08',
  },
  {
    name: 'Youssef E.',
    stars: 5,
    text: '',
    publishAt: '2026-09-21',
  },
  {
    name: 'Nadia H.',
    stars: 5,
    text: 'Jugement de divorce algérien traduit pour une démarche auprès de l’état civil. Mme Benali m’a expliqué clairement la procédure et les pièces à fournir\u00a0: très rassurant quand on ne connaît pas ces démarches.',
    publishAt: '2026-08-30',
  },
  {
    name: 'Thomas R.',
    stars: 4,
    text: 'Diplôme et relevés de notes libanais traduits pour une inscription en master. Qualité impeccable\u202f; la légalisation a demandé un jour de plus que prévu, mais j’avais été prévenu dès le devis.',
    publishAt: '2026-07-14',
  },
  {
    name: 'Fatima Z.',
    stars: 5,
    text: 'Très réactive\u00a0: devis reçu dans l’heure, traduction de mon permis de conduire livrée le surlendemain. L’échange de permis auprès de l’ANTS est passé du premier coup.',
    publishAt: '2026-06-02',
  },
  {
    name: 'Mehdi A.',
    stars: 5,
    text: 'Casier judiciaire et certificat de travail traduits en urgence pour un visa de travail aux Émirats, légalisation comprise. Tout était prêt avant mon rendez-vous au consulat. Un vrai soulagement.',
    publishAt: '2026-04-19',
  },
  {
    name: 'Sophie L.',
    stars: 5,
    text: 'Contrat de distribution et factures traduits pour un partenaire tunisien. Rigueur, discrétion et bon contact. Nous ferons de nouveau appel à elle pour nos prochains dossiers.',
    publishAt: '2026-02-11',
  },
  {
    name: 'Rachid T.',
    stars: 4,
    text: 'Traduction conforme et bien présentée, acceptée sans difficulté par la CAF. L’envoi des documents et le paiement en ligne sont simples. Seul regret\u00a0: pas de rendez-vous possible le samedi.',
    publishAt: '2025-12-05',
  },
];
