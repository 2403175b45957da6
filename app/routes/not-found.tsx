import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { StatusPage } from '../components/StatusPage';
import { seo } from '../lib/seo';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Page introuvable', description: 'Cette page n’existe pas ou a été déplacée.', noindex: true });

export default function NotFound() {
  return (
    <StatusPage
      code="Erreur 404"
      title="Page introuvable"
      text="La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de l’accueil."
    />
  );
}
