import { Mail, MapPin, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/traduction-arabe-dijon';
import { BUSINESS, fullAddress } from '../../core/business';
import { CtaBand } from '../components/landing/CtaBand';
import { AreaSection } from '../components/landing/dijon/AreaSection';
import { AudienceSection } from '../components/landing/dijon/AudienceSection';
import { DocumentsSection } from '../components/landing/dijon/DocumentsSection';
import { dijonFaq } from '../components/landing/dijon/faq';
import { optionPriceText, postalLegText } from '../../core/catalogue-text';
import { PICKUP_DELIVERY_ID } from '../../core/catalogue-rules';
import { formatEuros } from '../../core/money';
import { withinWorkingDays } from '../../core/turnaround';
import { orderCatalogue } from '../.server/order-catalogue';
import { HowItWorksSection } from '../components/landing/dijon/HowItWorksSection';
import { FaqList } from '../components/landing/FaqList';
import { CityMapIllustration } from '../components/landing/Illustrations';
import { LandingHero } from '../components/landing/LandingHero';
import { FeatureCard, Section } from '../components/landing/Section';
import { breadcrumbJsonLd, localBusinessJsonLd, publicUrlFrom, seo } from '../lib/seo';

const CRUMBS = [{ name: 'Traducteur arabe à Dijon', path: '/traduction-arabe-dijon' }];

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlFrom(args.matches);
  return seo(args, {
    title: 'Traducteur arabe certifié à Dijon',
    description:
      'Traducteur arabe à Dijon : traduction certifiée arabe–français de vos actes pour la préfecture, la mairie ou le tribunal. Commande en ligne ou sur rendez-vous.',
    jsonLd: [localBusinessJsonLd(origin, args.data?.catalogue), breadcrumbJsonLd(origin, CRUMBS)],
  });
};

/** The delivery options and delays come from the catalogue (the order form's), read on every render. */
export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: await orderCatalogue(context.db) };
}

/** The shortest and longest postal leg over the posted methods. */
function postalSpan(posted: { postal?: { minDays: number; maxDays: number } | null }[]) {
  const legs = posted.flatMap((d) => (d.postal ? [d.postal] : []));
  return { minDays: Math.min(...legs.map((l) => l.minDays)), maxDays: Math.max(...legs.map((l) => l.maxDays)) };
}

export default function TraductionArabeDijon({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const b = BUSINESS;
  const email = catalogue.deliveryMethods.find((d) => !d.postal && d.id !== PICKUP_DELIVERY_ID);
  const posted = catalogue.deliveryMethods.filter((d) => d.postal);
  const cheapestPost = posted.length ? Math.min(...posted.map((d) => d.priceCents)) : null;
  const pickup = catalogue.deliveryMethods.find((d) => d.id === PICKUP_DELIVERY_ID);
  return (
    <>
      <LandingHero
        eyebrow={`${b.address.city} et Côte-d’Or`}
        title={`Traducteur arabe certifié à ${b.address.city}`}
        lead={
          <p>
            Traduction certifiée arabe–français de vos actes d’état civil, jugements, diplômes et documents d’entreprise
            par {b.translatorName}, experte traductrice inscrite près la {b.courtOfAppeal}. Commandez en ligne ou venez
            au cabinet, {b.address.street}, sur rendez-vous.
          </p>
        }
        crumbs={CRUMBS}
        primary={{ to: '/services', label: 'Commander une traduction' }}
        secondary={{ to: '/devis', label: 'Demander un devis' }}
        points={[
          'Acceptée par la préfecture et les mairies',
          `Cabinet au centre de ${b.address.city}`,
          'Envoi partout en France',
        ]}
        illustration={<CityMapIllustration className="h-auto w-72" />}
      />

      <AudienceSection />
      <DocumentsSection />
      <HowItWorksSection />

      <Section id="livraison" tone="alt" eyebrow="Livraison" title="Recevez votre traduction où vous voulez">
        <div className={`grid gap-6 ${pickup ? 'md:grid-cols-3' : 'md:grid-cols-2'}`} data-testid="dijon-delivery">
          <FeatureCard icon={Mail} title="Par e-mail">
            <p>
              Une version numérique signée, envoyée {withinWorkingDays(email?.turnaroundDays ?? 0)}, pour avancer sans
              attendre{email ? ` (${optionPriceText(email)})` : ''}.
            </p>
          </FeatureCard>
          {posted.length > 0 ? (
            <FeatureCard icon={Truck} title="Par courrier">
              <p>
                L’original papier, avec cachet et signature, envoyé par La Poste partout en France
                {cheapestPost !== null ? `, à partir de ${formatEuros(cheapestPost)}` : ''}&nbsp;:{' '}
                {postalLegText(postalSpan(posted))} selon l’envoi choisi.
              </p>
            </FeatureCard>
          ) : null}
          {pickup ? (
            <FeatureCard icon={MapPin} title={pickup.name} tone="accent">
              <p>
                Retrait en main propre au bureau, {fullAddress()}, {b.openingHoursText.toLowerCase()}&nbsp;: prêt{' '}
                {withinWorkingDays(pickup.turnaroundDays ?? 0)} ({optionPriceText(pickup)}).
              </p>
            </FeatureCard>
          ) : null}
        </div>
      </Section>

      <AreaSection />

      <Section id="faq-locale" tone="alt" eyebrow="Questions fréquentes" title="Vos questions, nos réponses">
        <FaqList items={dijonFaq(catalogue)} />
        <p className="mt-6 text-muted">
          D’autres questions&#x202F;?{' '}
          <Link to="/faq" className="font-medium text-brand underline">
            Consultez la FAQ complète
          </Link>
          .
        </p>
      </Section>

      <div className="pt-14 sm:pt-20">
        <CtaBand
          title={`Votre traduction certifiée, à ${b.address.city} ou à distance`}
          text={<p>Commandez en ligne en quelques minutes, ou demandez un devis pour un dossier plus complet.</p>}
          primary={{ to: '/services', label: 'Commander une traduction' }}
          secondary={{ to: '/devis', label: 'Demander un devis' }}
        />
      </div>
    </>
  );
}
