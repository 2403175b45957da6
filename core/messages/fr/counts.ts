/**
 * Counted nouns (issue 26): durations and delays worded from a number, one plural key per
 * phrase, chosen by Intl.PluralRules from {{count}} (core/counted.ts words them).
 * `_many` is what Intl.PluralRules('fr') picks for a million and more.
 */
export const counts = {
  years_one: '{{count}}\u00a0an',
  years_many: '{{count}}\u00a0ans',
  years_other: '{{count}}\u00a0ans',
  months_one: '{{count}}\u00a0mois',
  months_many: '{{count}}\u00a0mois',
  months_other: '{{count}}\u00a0mois',
  days_one: '{{count}}\u00a0jour',
  days_many: '{{count}}\u00a0jours',
  days_other: '{{count}}\u00a0jours',
  yearsAfterPayment_one: '{{count}}\u00a0an après le paiement',
  yearsAfterPayment_many: '{{count}}\u00a0ans après le paiement',
  yearsAfterPayment_other: '{{count}}\u00a0ans après le paiement',
  hours_one: '{{count}}\u00a0heure',
  hours_many: '{{count}}\u00a0heures',
  hours_other: '{{count}}\u00a0heures',
  minutes_one: '{{count}}\u00a0minute',
  minutes_many: '{{count}}\u00a0minutes',
  minutes_other: '{{count}}\u00a0minutes',
  /** « 1 heure 30 »: {{minutes}} is the clock's two digits. */
  hoursAndMinutes: '{{hours}} {{minutes}}',
  workingDays_one: '{{count}}\u00a0jour ouvré',
  workingDays_many: '{{count}}\u00a0jours ouvrés',
  workingDays_other: '{{count}}\u00a0jours ouvrés',
  /** One and two working days, as the trade says them: « 24 h ouvrées », « 48 h ouvrées ». */
  workingHours_one: '{{count}}\u00a0h ouvrée',
  workingHours_many: '{{count}}\u00a0h ouvrées',
  workingHours_other: '{{count}}\u00a0h ouvrées',
  /** « 2 à 5 jours ouvrés »: the noun agrees with the upper end, {{count}}. */
  workingDaysRange_one: '{{from}} à {{count}}\u00a0jour ouvré',
  workingDaysRange_many: '{{from}} à {{count}}\u00a0jours ouvrés',
  workingDaysRange_other: '{{from}} à {{count}}\u00a0jours ouvrés',
  workingHoursRange_one: '{{from}} à {{count}}\u00a0h ouvrée',
  workingHoursRange_many: '{{from}} à {{count}}\u00a0h ouvrées',
  workingHoursRange_other: '{{from}} à {{count}}\u00a0h ouvrées',
  /** After a verb or a preposition (« Vos fichiers comptent », « على »): Arabic's dual changes there. */
  pagesGoverned_one: '{{count}} page',
  pagesGoverned_many: '{{count}} pages',
  pagesGoverned_other: '{{count}} pages',
  sameDay: 'le jour même',
  sameDayTo: 'le jour même à {{delay}}',
  /** After « traduit(e) », « livré(e) »: « sous 48 h ouvrées ». */
  within: 'sous {{delay}}',
  withinSameDay: 'dans la journée',
  weeks_one: 'environ {{count}}\u00a0semaine',
  weeks_many: 'environ {{count}}\u00a0semaines',
  weeks_other: 'environ {{count}}\u00a0semaines',
  /** The « Urgent » option's offer; {{count}}: the most pages it takes. */
  urgentOffer_one: '{{delay}}, {{price}} de plus par page (jusqu’à {{count}}\u00a0page)',
  urgentOffer_many: '{{delay}}, {{price}} de plus par page (jusqu’à {{count}}\u00a0pages)',
  urgentOffer_other: '{{delay}}, {{price}} de plus par page (jusqu’à {{count}}\u00a0pages)',
} as const;
