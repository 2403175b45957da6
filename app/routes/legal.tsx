import type { Route } from './+types/legal';
import { legalLoader } from '../.server/content-pages';
import { legalPageMeta } from '../components/page/legal-meta';
import { LegalView } from '../components/page/LegalView';

/**
 * /legal and /ar/legal: the words of both are in app/content/pages/legal.ts.
 */
export const loader = ({ context }: Route.LoaderArgs) => legalLoader('/legal', context);

export const meta: Route.MetaFunction = (args) => legalPageMeta(args, args.data);

export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  return <LegalView page={loaderData} />;
}
