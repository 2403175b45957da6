import type { Route } from './+types/legal';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Mentions légales', description: 'Mentions légales' });

export default function Page() {
  return <PageHero title="Mentions légales" />;
}
