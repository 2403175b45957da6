import type { Route } from './+types/rgpd';
import { legalLoader } from '../.server/content-pages';
import { legalPageMeta } from '../components/page/legal-meta';
import { LegalView } from '../components/page/LegalView';

/**
 * /rgpd and /ar/rgpd: the words of both are in app/content/pages/rgpd*.ts. Every duration comes
 * from the retention policy the purge applies, read by the loader.
 */
export const loader = ({ context }: Route.LoaderArgs) => legalLoader('/rgpd', context);

export const meta: Route.MetaFunction = (args) => legalPageMeta(args, args.data);

export default function Rgpd({ loaderData }: Route.ComponentProps) {
  return <LegalView page={loaderData} />;
}
