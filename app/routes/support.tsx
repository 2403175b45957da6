import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/support';
import { PageHero } from '../components/PageHero';
import { DirectContact, RequestLayout } from '../components/requests/RequestAside';
import { SupportForm } from '../components/requests/SupportForm';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Assistance',
    description: 'Un problème avec une commande ou le site ? Nous vous répondons rapidement.',
  });

export default function Page() {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <PageHero
        title="Assistance"
        eyebrow="Support"
        lead="Un problème avec une commande ou le site ? Nous vous répondons rapidement."
        crumbs={[{ name: 'Assistance', path: '/support' }]}
      />
      <RequestLayout
        asideLabel="Suivi de commande et contact direct"
        form={<SupportForm accountEmail={user?.email ?? null} />}
        aside={
          <>
            <section aria-labelledby="suivi-titre" className="card">
              <h2 id="suivi-titre" className="text-xl font-semibold">
                Où en est ma commande&nbsp;?
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                Statut, documents envoyés et traductions prêtes sont dans votre espace, sans attendre de réponse.
              </p>
              <Link to="/orders" className="btn-secondary mt-4 w-full">
                Voir mes commandes
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </section>
            <DirectContact title={'Une urgence\u00a0?'} />
          </>
        }
      />
    </>
  );
}
