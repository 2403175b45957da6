import type { Route } from './+types/cookies';
import { legalLoader } from '../.server/content-pages';
import { legalPageMeta } from '../components/page/legal-meta';
import { LegalView } from '../components/page/LegalView';

/**
 * /cookies and /ar/cookies: the words of both are in app/content/pages/cookies.ts.
 */
export const loader = ({ context }: Route.LoaderArgs) => legalLoader('/cookies', context);

export const meta: Route.MetaFunction = (args) => legalPageMeta(args, args.data);

export default function Cookies({ loaderData }: Route.ComponentProps) {
  return <LegalView page={loaderData} />;
}
