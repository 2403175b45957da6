import type { Route } from './+types/securite-ssl';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'SSL', description: 'SSL' });

export default function Page() {
  return <PageHero title="SSL" />;
}
