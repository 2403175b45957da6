import type { Route } from './+types/about';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'À propos', description: 'À propos' });

export default function Page() {
  return <PageHero title="À propos" />;
}
