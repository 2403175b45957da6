import type { Route } from './+types/emirats';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Emirats', description: 'Emirats' });

export default function Page() {
  return <PageHero title="Emirats" />;
}
