import type { Route } from './+types/traduction-arabe-dijon';
import { landingLoader } from '../.server/content-pages';
import { LandingView } from '../components/page/LandingView';
import { landingMeta } from '../components/page/landing-meta';

/**
 * /traduction-arabe-dijon and /ar/traduction-arabe-dijon: the words of both are in
 * app/content/pages/dijon.ts and dijon-local.ts; delivery options, prices and delays come from
 * the catalogue (the order form's), read on every render of the page.
 */
export const loader = ({ context }: Route.LoaderArgs) => landingLoader('/traduction-arabe-dijon', context);

export const meta: Route.MetaFunction = (args) => landingMeta(args, args.data);

export default function TraductionArabeDijon({ loaderData }: Route.ComponentProps) {
  return <LandingView page={loaderData} />;
}
