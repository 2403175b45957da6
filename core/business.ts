import type { GoogleReviews } from './trust-rules';

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
  /** Year she took her oath before that court (shown on the credential card). */
  oathYear: 2015,
  /** The court's published list of experts, where anyone can check the registration. */
  courtExpertsListUrl: 'https://www.cours-appel.justice.fr/dijon/liste-des-experts-judiciaires',
  /**
   * The translator's portrait (home credential card, /about). `src: null` shows the neutral
   * placeholder drawn in the brand colours; docs/configuration.md « Le portrait de la traductrice » says how to
   * put the real photo in its place.
   */
  portrait: { src: null as string | null, alt: 'Portrait de Samia Benali' },
  address: {
    street: '12 rue de la Liberté',
    postalCode: '21000',
    city: 'Dijon',
    /** The city as Arabic sentences write it (the postal address keeps « Dijon »). */
    cityAr: 'ديجون',
    region: 'Bourgogne-Franche-Comté',
    country: 'FR',
    countryName: 'France',
  },
  /** Approximate coordinates of the office, for the map and structured data. */
  geo: { latitude: 47.3216, longitude: 5.0386 },
  phone: '+33 3 80 00 00 00',
  phoneDisplay: '03 80 00 00 00',
  /** WhatsApp number, international form without « + » or spaces (https://wa.me/<number>). */
  whatsappNumber: '33600000000',
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
  /**
   * The real Google figures, copied from the business's Google page, e.g.
   * `{ count: 37, rating: 4.9, url: 'https://g.page/r/…' }`. Null (the default): no rating badge,
   * no AggregateRating in the structured data. Never put invented figures here.
   */
  googleReviews: null as GoogleReviews | null,
  /** Documents translated so far, if she has counted them; null: the figure is not shown. */
  documentsTranslated: null as number | null,
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

/**
 * An address for an Arabic line: its parts (« 12 rue X », « 21000 Dijon ») never break inside. A
 * French run wrapped over two lines of right-to-left text reads in the wrong order: the end of
 * line one is the left, the rest starts at the right of line two (issue 17, phones).
 */
export function addressForArabic(address: string = fullAddress()): string {
  return address.split(', ').map(oneLine).join(', ');
}

/** A short French run (a name, a SIRET number) kept on one line of an Arabic sentence, for the same reason. */
export function oneLine(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}
