import type { Route } from './+types/cgu';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'CGU', description: 'CGU' });

export default function Page() {
  return <PageHero title="CGU" />;
}
