import { BadgeCheck, CreditCard, Lock } from 'lucide-react';
import { daysIn } from '../../../core/counted';
import { useLang, useT } from '../../lib/i18n';
import { useRetention } from '../../lib/retention';

/** The three promises shown next to the price and in the cart. */
export function Reassurance({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const lang = useLang();
  const documentDays = useRetention().documentDays;
  const days = daysIn(lang, documentDays);
  const points = [
    { icon: Lock, title: t('home.badgeEncrypted'), text: t('orderForm.trustEncryptedText', { days }) },
    { icon: CreditCard, title: t('home.badgePayment'), text: t('orderForm.trustPaymentText') },
    { icon: BadgeCheck, title: t('sample.translation'), text: t('orderForm.trustCertifiedText') },
  ];
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
