import { BadgeCheck, CreditCard, Lock } from 'lucide-react';
import { daysText } from '../../../core/retention';
import { useRetention } from '../../lib/retention';

const pointsFor = (documentDays: number) => [
  {
    icon: Lock,
    title: 'Documents chiffrés',
    text: `Transmis en HTTPS, stockés chiffrés (AES-256), supprimés ${daysText(documentDays)} après la livraison.`,
  },
  {
    icon: CreditCard,
    title: 'Paiement sécurisé',
    text: 'Aucune donnée bancaire ne transite ni n’est conservée sur ce site.',
  },
  {
    icon: BadgeCheck,
    title: 'Traduction certifiée',
    text: 'Cachet et signature d’une experte près la cour d’appel, acceptée par les administrations.',
  },
];

/** The three promises shown next to the price and in the cart. */
export function Reassurance({ compact = false }: { compact?: boolean }) {
  const points = pointsFor(useRetention().documentDays);
  return (
    <ul className={compact ? 'space-y-3' : 'grid gap-4 sm:grid-cols-3'}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-success-soft text-success">
            <Icon className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="text-sm leading-snug">
            <span className="block font-semibold text-ink">{title}</span>
            <span className="text-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
