import { LogIn, MailCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { GuestLinkForm } from './GuestLinkForm';

/** For a visitor who is neither signed in nor holding a guest access: the two ways to reach their orders. */
export function AccessOptions({ next }: { next: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="access-options">
      <section className="card flex flex-col sm:p-8" aria-labelledby="access-account">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <LogIn className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="access-account" className="mt-4 text-xl font-semibold">
          Vous avez un compte
        </h2>
        <p className="mt-2 flex-1 leading-relaxed text-muted">
          Connectez-vous pour retrouver les commandes passées avec votre compte, leurs documents et vos traductions.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`/login?next=${encodeURIComponent(next)}`} className="btn-primary">
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Se connecter
          </Link>
          <Link to="/register" className="btn-secondary">
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Créer un compte
          </Link>
        </div>
      </section>
      <section className="card sm:p-8" aria-labelledby="access-guest">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <MailCheck className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="access-guest" className="mt-4 text-xl font-semibold">
          Vous avez commandé sans compte
        </h2>
        <p className="mt-2 mb-5 leading-relaxed text-muted">
          Indiquez l’adresse e-mail utilisée pour la commande : nous vous envoyons un lien personnel, valable 30
          minutes, qui ouvre l’accès à vos commandes sur ce navigateur.
        </p>
        <GuestLinkForm />
      </section>
    </div>
  );
}
