import type { Route } from './+types/cgu';
import { legalLoader } from '../.server/content-pages';
import { legalPageMeta } from '../components/page/legal-meta';
import { LegalView } from '../components/page/LegalView';

/**
 * /cgu and /ar/cgu: the words of both are in app/content/pages/cgu*.ts. Delivery options, prices,
 * delays, retention and the chat's hours come from the catalogue and settings, read by the loader.
 */
export const loader = ({ context }: Route.LoaderArgs) => legalLoader('/cgu', context);

export const meta: Route.MetaFunction = (args) => legalPageMeta(args, args.data);

export default function Cgu({ loaderData }: Route.ComponentProps) {
  return <LegalView page={loaderData} />;
}
