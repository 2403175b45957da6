import type { Route } from './+types/rgpd';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'RGPD', description: 'RGPD' });

export default function Page() {
  return <PageHero title="RGPD" />;
}
