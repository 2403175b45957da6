import { useState } from 'react';
import { data, useRevalidator } from 'react-router';
import type { Route } from './+types/panier';
import { cartPageData, withCheckoutFiles } from '../.server/cart';
import { CartSummary, EmptyCart } from '../components/order/CartSummary';
import { PageHero } from '../components/PageHero';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

const CRUMBS = [{ name: 'Panier', path: '/panier' }];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Votre panier',
    description:
      'Vérifiez votre commande de traduction certifiée arabe–français : options, documents joints et prix recalculé par nos serveurs avant le paiement sécurisé.',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), CRUMBS)],
  });

/** Rendered from the visitor's own cart cookie: never stored by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  const page = await cartPageData(context.db, cookie, context.config.publicUrl);
  // Back from the payment page (« Annuler »): the files wait on that order, they have not expired.
  return data(await withCheckoutFiles(context.db, cookie, page));
}

export default function Panier({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [clearError, setClearError] = useState<string | null>(null);
  return (
    <>
      <PageHero
        title="Votre panier"
        eyebrow="Récapitulatif de commande"
        lead={
          loaderData.state === 'ready' ? (
            <p>Vérifiez votre commande : le prix ci-dessous est recalculé par nos serveurs aux tarifs en vigueur.</p>
          ) : (
            <p>Retrouvez ici votre commande de traduction certifiée avant de la finaliser.</p>
          )
        }
        crumbs={CRUMBS}
      />
      <div className="container-page py-10 sm:py-14">
        {loaderData.state === 'ready' ? (
          <CartSummary
            item={loaderData.item}
            quote={loaderData.quote}
            timing={loaderData.timing}
            clock={loaderData.clock}
            onCleared={(error) => {
              setClearError(error);
              void revalidator.revalidate();
            }}
          />
        ) : (
          <EmptyCart reason={loaderData.state} error={clearError} />
        )}
      </div>
    </>
  );
}
