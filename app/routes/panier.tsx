import { useState } from 'react';
import { data, useLocation, useRevalidator } from 'react-router';
import type { Route } from './+types/panier';
import { cartPageData, withCheckoutFiles } from '../.server/cart';
import { cartPageText } from '../.server/order-pages';
import { CartSummary, EmptyCart } from '../components/order/CartSummary';
import { PageHero } from '../components/PageHero';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.text.metaTitle ?? '',
    description: args.data?.text.metaDescription ?? '',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: args.data?.text.crumb ?? 'Panier', path: args.location.pathname },
      ]),
    ],
  });

/** Rendered from the visitor's own cart cookie: never stored by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  const page = await cartPageData(context.db, cookie, context.config.publicUrl, context.lang);
  // Back from the payment page (« Annuler »): the files wait on that order, they have not expired.
  return data({ ...(await withCheckoutFiles(context.db, cookie, page)), text: cartPageText(context.lang) });
}

export default function Panier({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [clearError, setClearError] = useState<string | null>(null);
  const { text } = loaderData;
  const { pathname } = useLocation();
  const ready = loaderData.state === 'ready';
  return (
    <>
      {/* A cart ready to pay gets a slim band, its title alone (the summary says the price is the
          server's): the summary, the consent and « Payer » fit the first screen of a 1366 × 900
          desktop (issue 30). */}
      <PageHero
        title={text.metaTitle}
        eyebrow={ready ? undefined : text.eyebrow}
        lead={ready ? undefined : <p>{text.leadEmpty}</p>}
        crumbs={[{ name: text.crumb, path: pathname }]}
        compact={ready}
      />
      <div className={`container-page ${ready ? 'py-6 sm:py-8' : 'py-10 sm:py-14'}`}>
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
