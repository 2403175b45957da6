import type { Route } from './+types/emirats';
import { landingLoader } from '../.server/content-pages';
import { LandingView } from '../components/page/LandingView';
import { landingMeta } from '../components/page/landing-meta';

/**
 * /Emirats and /ar/Emirats: the words of both are in app/content/pages/emirats.ts; prices and
 * delays come from the catalogue (the order form's), read on every render of the page.
 */
export const loader = ({ context }: Route.LoaderArgs) => landingLoader('/emirats', context);

export const meta: Route.MetaFunction = (args) => landingMeta(args, args.data);

export default function Emirats({ loaderData }: Route.ComponentProps) {
  return <LandingView page={loaderData} />;
}
