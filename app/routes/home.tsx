import type { Route } from './+types/home';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Traductrice certifiée arabe–français à Dijon', description: 'Traductrice certifiée arabe–français à Dijon' });

export default function Page() {
  return <PageHero title="Traductrice certifiée arabe–français à Dijon" />;
}
