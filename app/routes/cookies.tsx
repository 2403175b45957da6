import type { Route } from './+types/cookies';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Cookies', description: 'Cookies' });

export default function Page() {
  return <PageHero title="Cookies" />;
}
