import type { Route } from './+types/traduction-arabe-dijon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Dijon', description: 'Dijon' });

export default function Page() {
  return <PageHero title="Dijon" />;
}
