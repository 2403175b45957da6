import type { Route } from './+types/legalisation';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Legalisation', description: 'Legalisation' });

export default function Page() {
  return <PageHero title="Legalisation" />;
}
