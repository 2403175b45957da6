import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { StatusPage } from '../components/StatusPage';
import type { RootData } from '../lib/root-data';
import { useShell } from '../lib/shell-text';
import { seo } from '../lib/seo';

export function loader() {
  return data(null, { status: 404 });
}

/** In the address's language: an unknown /ar/… address answers in Arabic (its shell texts). */
export const meta: Route.MetaFunction = (args) => {
  const shell = (args.matches.find((m) => m?.id === 'root')?.data as RootData | undefined)?.shell;
  return seo(args, {
    title: shell?.notFoundTitle ?? 'Page introuvable',
    description: shell?.notFoundDescription ?? 'Cette page n’existe pas ou a été déplacée.',
    noindex: true,
  });
};

export default function NotFound() {
  const text = useShell();
  return <StatusPage code={text.notFoundCode} title={text.notFoundTitle} text={text.notFoundText} />;
}
