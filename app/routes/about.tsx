import type { Route } from './+types/about';
import { landingLoader } from '../.server/content-pages';
import { LandingView } from '../components/page/LandingView';
import { landingMeta } from '../components/page/landing-meta';

/**
 * /about and /ar/about: the words of both are in app/content/pages/about.ts; the delays and the
 * urgent option come from the catalogue (the order form's), read on every render of the page.
 */
export const loader = ({ context }: Route.LoaderArgs) => landingLoader('/about', context);

export const meta: Route.MetaFunction = (args) => landingMeta(args, args.data);

export default function About({ loaderData }: Route.ComponentProps) {
  return <LandingView page={loaderData} />;
}
