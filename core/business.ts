/**
 * The business identity shown across the site (header, footer, legal pages,
 * structured data, e-mails). Change it here and nowhere else; the values
 * below are a fictional placeholder for a translator in Dijon.
 */
export const BUSINESS = {
  /** Name of the person offering the service. */
  translatorName: 'Samia Benali',
  tradeName: 'Benali Traduction',
  title: 'Traductrice certifiée arabe–français',
  /** Court of appeal whose list of experts the translator is registered with. */
  courtOfAppeal: 'Cour d’appel de Dijon',
  address: {
    street: '12 rue de la Liberté',
    postalCode: '21000',
    city: 'Dijon',
    region: 'Bourgogne-Franche-Comté',
    country: 'FR',
    countryName: 'France',
  },
  /** Approximate coordinates of the office, for the map and structured data. */
  geo: { latitude: 47.3216, longitude: 5.0386 },
  phone: '+33 3 80 00 00 00',
  phoneDisplay: '03 80 00 00 00',
  email: 'contact@benali-traduction.fr',
  siret: '000 000 000 00000',
  vatNote: 'TVA non applicable, art. 293 B du CGI',
  /** Consumer mediator (art. L616-1 du Code de la consommation): printed on every invoice. Placeholder like the rest. */
  mediator: {
    name: 'Médiation Conso Exemple',
    address: '10 rue de l’Exemple, 75000 Paris',
    website: 'www.mediation-conso-exemple.fr',
  },
  foundedYear: 2015,
  /** Office hours, also used for LocalBusiness structured data. */
  openingHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' }],
  openingHoursText: 'Du lundi au vendredi, de 9 h à 18 h',
  /** Where visitors read and leave reviews; REVIEWS_URL overrides it. */
  reviewsUrl: 'https://www.google.com/search?q=Benali+Traduction+Dijon+avis',
  host: {
    name: 'OVH SAS',
    address: '2 rue Kellermann, 59100 Roubaix, France',
    phone: '1007',
  },
} as const;

export type Business = typeof BUSINESS;

export function fullAddress(b: Business = BUSINESS): string {
  return `${b.address.street}, ${b.address.postalCode} ${b.address.city}`;
}
