import type { Route } from './+types/securite-ssl';
import { legalLoader } from '../.server/content-pages';
import { legalPageMeta } from '../components/page/legal-meta';
import { LegalView } from '../components/page/LegalView';

/**
 * /securite-ssl and /ar/securite-ssl: the words of both are in app/content/pages/securite-ssl.ts; the
 * host name and the deletion delays come from the settings, read by the loader.
 */
export const loader = ({ context }: Route.LoaderArgs) => legalLoader('/securite-ssl', context);

export const meta: Route.MetaFunction = (args) => legalPageMeta(args, args.data);

export default function Security({ loaderData }: Route.ComponentProps) {
  return <LegalView page={loaderData} />;
}
