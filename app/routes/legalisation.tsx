import type { Route } from './+types/legalisation';
import { landingLoader } from '../.server/content-pages';
import { LandingView } from '../components/page/LandingView';
import { landingMeta } from '../components/page/landing-meta';

/**
 * /legalisation and /ar/legalisation: the words of both are in app/content/pages/legalisation.ts;
 * prices and delays come from the catalogue (the order form's), read on every render of the page.
 */
export const loader = ({ context }: Route.LoaderArgs) => landingLoader('/legalisation', context);

export const meta: Route.MetaFunction = (args) => landingMeta(args, args.data);

export default function Legalisation({ loaderData }: Route.ComponentProps) {
  return <LandingView page={loaderData} />;
}
