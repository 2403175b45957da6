/** /blog and /ar/blog, the article pages (decision 034): sent by the loaders. */
export const blogPage = {
  metaTitle: 'Blog\u00a0: traduction certifiée et démarches',
  metaDescription:
    'Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives\u00a0: préfecture, apostille, Émirats arabes unis.',
  eyebrow: 'Articles',
  lead: 'Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives.',
  ctaTitle: 'Un document à faire traduire\u202f?',
  ctaText: 'Commandez votre traduction certifiée en ligne, avec un prix immédiat, ou demandez un devis détaillé.',
  readMore: 'Lire la suite',
  published: 'Publié le',
  updated: ', mis à jour le',
  minutes: '{{count}} min de lecture',
  authorTitle: ' — {{title}}, inscrite près la {{court}}.',
  translatorTitle: 'traductrice certifiée arabe–français',
  disclaimer:
    'Les informations de cet article sont générales\u00a0: vérifiez toujours les exigences de l’autorité qui recevra vos documents.',
  allArticles: 'Tous les articles',
  readAlso: 'À lire aussi',
  articleCtaTitle: 'Besoin d’une traduction certifiée\u202f?',
  articleCtaText: 'Arabe ⇄ français, acceptée par les administrations, avec un prix affiché avant de payer.',
  notFoundDescription: 'Cet article n’existe pas ou a été retiré du blog.',
  notFoundText: 'Cet article n’existe pas ou a été retiré. Retrouvez tous nos conseils sur la page du blog.',
} as const;
