import { MapPin, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../../core/business';
import { ContactCard } from '../ContactCard';
import { Section } from '../Section';

const AREA = [
  'Dijon',
  'Chenôve',
  'Talant',
  'Quetigny',
  'Longvic',
  'Fontaine-lès-Dijon',
  'Chevigny-Saint-Sauveur',
  'Beaune',
];

/** « Zone desservie »: the towns served, the way from afar, and how to reach the office. */
export function AreaSection() {
  const b = BUSINESS;
  return (
    <Section id="zone" eyebrow="Zone desservie" title={`${b.address.city}, la Côte-d’Or et toute la France`}>
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <p className="text-lg leading-relaxed text-muted">
            Le cabinet reçoit les habitants de {b.address.city} et de sa métropole, mais aussi de toute la Côte-d’Or et
            de la région {b.address.region}. Partout ailleurs en France, tout se fait à distance, avec un envoi postal
            des originaux.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Communes desservies">
            {AREA.map((town) => (
              <li
                key={town}
                className="rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-medium text-ink"
              >
                {town}
              </li>
            ))}
            <li className="rounded-full bg-brand-soft px-3.5 py-1.5 text-sm font-medium text-brand">
              Toute la Côte-d’Or
            </li>
            <li className="rounded-full bg-brand-soft px-3.5 py-1.5 text-sm font-medium text-brand">
              {b.address.region}
            </li>
            <li className="rounded-full bg-brand-soft px-3.5 py-1.5 text-sm font-medium text-brand">
              Toute la France par courrier
            </li>
          </ul>
          <div className="mt-8 rounded-2xl border border-line bg-surface-2/60 p-6">
            <h3 className="flex items-center gap-2.5 text-lg font-semibold">
              <Truck className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
              Vous habitez loin de {b.address.city}&#x202F;?
            </h3>
            <p className="mt-2 leading-relaxed text-muted">
              Envoyez vos documents en ligne, recevez la version numérique par e-mail puis l’original cacheté par
              courrier suivi&nbsp;: mêmes tarifs, même valeur officielle qu’au cabinet.
            </p>
          </div>
        </div>
        <ContactCard>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
            <Link to="/contact" className="btn-primary flex-1">
              Nous écrire
            </Link>
            <Link to="/about#acces" className="btn-secondary flex-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              Plan d’accès
            </Link>
          </div>
        </ContactCard>
      </div>
    </Section>
  );
}
