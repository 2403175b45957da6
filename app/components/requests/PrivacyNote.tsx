import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { yearsText } from '../../../core/retention';
import { useRetention } from '../../lib/retention';

/** Under each form: what happens to what was typed (kept CONTACT_RETENTION_YEARS at most, like the privacy page says). */
export function PrivacyNote({
  icon: Icon = Lock,
  children,
}: {
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  children?: React.ReactNode;
}) {
  const { contactYears } = useRetention();
  return (
    <p className="flex gap-2.5 text-xs leading-relaxed text-muted">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
      <span>
        {children ? <>{children} </> : null}
        Vos coordonnées servent uniquement à vous répondre et sont effacées {yearsText(contactYears)} après le dernier
        échange (
        <Link to="/rgpd" className="text-brand underline">
          protection des données
        </Link>
        ).
      </span>
    </p>
  );
}
