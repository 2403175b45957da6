/**
 * The chat hours editor of the back office (issue 30, decision 072): a week in words, one row per
 * day, instead of the opening-hours syntax the server stores.
 */
export const adminHours = {
  legend: 'Horaires d’ouverture du chat (heure de Paris)',
  help: 'Pour chaque jour, choisissez «\u00a0Ouvert\u00a0» ou «\u00a0Fermé\u00a0» et les heures. Une fin à 00:00 veut dire jusqu’à minuit.',
  defaultInUse: 'Ce sont les horaires par défaut du site\u00a0: {{hours}}.',
  ownInUse: 'Vos horaires remplacent ceux par défaut du site ({{hours}}).',
  alwaysOpen: 'Toujours ouvert',
  resetDefault: 'Horaires par défaut',
  mon: 'Lundi',
  tue: 'Mardi',
  wed: 'Mercredi',
  thu: 'Jeudi',
  fri: 'Vendredi',
  sat: 'Samedi',
  sun: 'Dimanche',
  closed: 'Fermé',
  open: 'Ouvert',
  from: 'de',
  to: 'à',
  andFrom: 'puis de',
  rangeStart: '{{day}}, début du créneau {{n}}',
  rangeEnd: '{{day}}, fin du créneau {{n}}',
  addBreak: 'Ajouter une pause',
  removeBreakOf: 'Retirer le second créneau du {{day}}',
  timeMissing: 'Indiquez l’heure de début et l’heure de fin.',
  endBeforeStart: 'L’heure de fin doit venir après l’heure de début.',
  rangesOverlap: 'Les deux créneaux se chevauchent\u00a0: le second doit commencer après la fin du premier.',
  noOpenDay: 'Ouvrez au moins un jour, ou choisissez «\u00a0Toujours ouvert\u00a0».',
  saved: 'Horaires enregistrés.',
  saveFailed: 'Erreur lors de l’enregistrement des horaires.',
} as const;
