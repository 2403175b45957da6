import { Clock } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Marks the part of a page whose feature has not landed yet. It says so
 * plainly and offers the way that works today, instead of a form that does nothing.
 */
export function ComingSoon({ feature, children }: { feature: string; children?: React.ReactNode }) {
  return (
    <div className="card flex flex-col gap-4 border-dashed sm:flex-row sm:items-start" data-testid="coming-soon">
      <Clock className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <p className="font-semibold">{feature} — bientôt disponible en ligne</p>
        <div className="mt-1.5 text-muted">
          {children ?? (
            <p>
              En attendant, écrivez-nous ou appelez-nous : nous traitons votre demande le jour même.{' '}
              <Link to="/contact" className="text-brand underline">
                Nous contacter
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
