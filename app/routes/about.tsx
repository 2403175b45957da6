import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  CalendarCheck,
  FileText,
  GraduationCap,
  Languages,
  Lock,
  Scale,
  ScrollText,
  Stamp,
  Timer,
} from 'lucide-react';
import { Link } from 'react-router';
import { replyWithinText } from '../../core/turnaround';
import type { Route } from './+types/about';
import { BUSINESS } from '../../core/business';
import { translationWithinText, urgentOfferText } from '../../core/catalogue-text';
import { orderCatalogue } from '../.server/order-catalogue';
import { ContactCard } from '../components/landing/ContactCard';
import { CtaBand } from '../components/landing/CtaBand';
import { initials } from '../components/landing/format';
import { InitialsAvatar } from '../components/landing/Illustrations';
import { Portrait } from '../components/Portrait';
import { LandingHero } from '../components/landing/LandingHero';
import { MapEmbed } from '../components/landing/MapEmbed';
import { FeatureCard, Section } from '../components/landing/Section';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

const CRUMBS = [{ name: 'À propos', path: '/about' }];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: `À propos de ${BUSINESS.translatorName}, traductrice arabe à ${BUSINESS.address.city}`,
    description: `${BUSINESS.translatorName}, traductrice certifiée arabe–français inscrite près la ${BUSINESS.courtOfAppeal} depuis ${BUSINESS.oathYear} : parcours, valeurs, services et plan d’accès au cabinet.`,
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), CRUMBS)],
  });

const DIALECTS = [
  { region: 'Maghreb', detail: 'marocain, algérien, tunisien' },
  { region: 'Proche-Orient', detail: 'libanais, syrien, palestinien, jordanien' },
  { region: 'Golfe', detail: 'Émirats, Arabie saoudite, Koweït, Qatar…' },
  { region: 'Égypte', detail: 'arabe égyptien' },
];

const SERVICES = [
  {
    icon: FileText,
    title: 'Actes d’état civil',
    text: 'Actes de naissance, de mariage et de décès, livrets de famille, jugements de divorce, actes de kafala.',
  },
  {
    icon: Scale,
    title: 'Documents juridiques',
    text: 'Jugements, procurations, actes notariés, extraits de casier judiciaire, pièces de procédure.',
  },
  {
    icon: GraduationCap,
    title: 'Documents universitaires',
    text: 'Diplômes, relevés de notes, attestations de scolarité et programmes de formation.',
  },
  {
    icon: Briefcase,
    title: 'Documents commerciaux',
    text: 'Extraits Kbis, statuts, contrats, factures et certificats destinés à un partenaire étranger.',
  },
];

/** The delays come from the catalogue (the order form's), read on every render. */
export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: await orderCatalogue(context.db) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const b = BUSINESS;
  const years = 10;
  return (
    <>
      <LandingHero
        eyebrow="À propos"
        title={`${b.translatorName}, ${b.title.toLowerCase()} à ${b.address.city}`}
        lead={
          <p>
            Inscrite sur la liste des experts de la {b.courtOfAppeal} depuis {b.oathYear}, {b.translatorName} traduit
            vos documents officiels de l’arabe vers le français et du français vers l’arabe, avec la rigueur qu’exigent
            les administrations, les tribunaux et les ambassades.
          </p>
        }
        crumbs={CRUMBS}
        primary={{ to: '/contact', label: 'Prendre contact' }}
        secondary={{ to: '/services', label: 'Voir les services et tarifs' }}
        points={[`Plus de ${years} ans d’expérience`, 'Experte près la cour d’appel', 'Arabe ⇄ français']}
        illustration={<InitialsAvatar initials={initials(b.translatorName)} className="h-auto w-60" />}
      />

      <Section id="parcours" eyebrow="Parcours" title="Une traductrice, deux langues maternelles">
        <div className="grid gap-10 lg:grid-cols-[20rem_1fr] lg:items-start">
          <div className="card text-center">
            <Portrait className="mx-auto h-36 w-36" />
            <p className="mt-4 font-serif text-xl font-semibold text-ink">{b.translatorName}</p>
            <p className="mt-1 text-sm text-muted">{b.title}</p>
            <ul className="mt-5 space-y-2.5 text-left text-sm">
              <li className="flex gap-2.5 text-ink">
                <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                Experte traductrice près la {b.courtOfAppeal}
              </li>
              <li className="flex gap-2.5 text-ink">
                <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                En activité depuis {b.foundedYear}
              </li>
              <li className="flex gap-2.5 text-ink">
                <Languages className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                Arabe littéral et dialectes ⇄ français
              </li>
            </ul>
          </div>
          <div className="space-y-4 text-[1.0625rem] leading-relaxed text-muted">
            <p>
              Bilingue depuis l’enfance, {b.translatorName} a grandi entre l’arabe et le français avant d’en faire son
              métier&nbsp;: des études supérieures de traduction, puis plusieurs années de traduction juridique et
              administrative, l’ont conduite à son inscription sur la liste des experts judiciaires de la{' '}
              {b.courtOfAppeal}, où elle a prêté serment en {b.oathYear}.
            </p>
            <p>
              Ce statut d’expert traducteur près la cour d’appel — on dit couramment «&nbsp;traducteur assermenté&nbsp;»
              — lui permet de certifier ses traductions&nbsp;: chaque page porte son cachet, sa signature et une mention
              de conformité, ce qui la rend recevable par les administrations françaises et étrangères.
            </p>
            <p>
              Elle traduit l’arabe littéral (arabe standard moderne), langue des actes officiels, et comprend les
              principaux dialectes que l’on rencontre dans les documents, les mentions manuscrites et les pièces
              anciennes&nbsp;:
            </p>
            <ul className="grid gap-3 pt-2 sm:grid-cols-2">
              {DIALECTS.map((d) => (
                <li key={d.region} className="rounded-xl border border-line bg-surface px-4 py-3">
                  <span className="block font-semibold text-ink">{d.region}</span>
                  <span className="text-sm text-muted">{d.detail}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="valeurs"
        tone="alt"
        eyebrow="Nos engagements"
        title="Rigueur, confidentialité, rapidité"
        intro={
          <p>
            Une traduction certifiée engage la responsabilité de la traductrice. Trois principes guident chaque dossier.
          </p>
        }
      >
        <div className="grid gap-6 md:grid-cols-3">
          <FeatureCard icon={Scale} title="Rigueur">
            <p>
              Noms, dates, numéros d’actes&nbsp;: tout est vérifié ligne par ligne face à l’original, et la
              transcription des noms suit celle de vos papiers d’identité.
            </p>
          </FeatureCard>
          <FeatureCard icon={Lock} title="Confidentialité">
            <p>
              Vos documents sont soumis au secret professionnel, échangés par des liens chiffrés et conservés le temps
              strictement nécessaire au dossier.
            </p>
          </FeatureCard>
          <FeatureCard icon={Timer} title="Rapidité">
            <p>
              Traduction envoyée {translationWithinText(catalogue)} après le paiement, avec la date de livraison estimée
              affichée avant de payer.
              {catalogue.urgent
                ? ` Option « ${catalogue.urgent.name} » pour les échéances serrées : ${urgentOfferText(catalogue)}.`
                : ' Une échéance serrée ? Écrivez-nous avant de commander.'}
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section
        id="services"
        eyebrow="Services"
        title="Ce que nous traduisons"
        intro={
          <p>
            Le cabinet se consacre à la traduction écrite certifiée, de l’arabe vers le français et du français vers
            l’arabe. Il ne propose pas de prestations d’interprétariat.
          </p>
        }
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((s) => (
            <FeatureCard key={s.title} icon={s.icon} title={s.title}>
              <p>{s.text}</p>
            </FeatureCard>
          ))}
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="card flex flex-col gap-4 sm:flex-row sm:items-start">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Stamp className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">Accompagnement à la légalisation</h3>
              <p className="mt-2 leading-relaxed text-muted">
                Mairie, ministère, ambassade&nbsp;: nous prenons en charge la chaîne de légalisation de vos traductions,
                y compris pour les Émirats arabes unis.
              </p>
              <Link
                to="/legalisation"
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand underline"
              >
                La légalisation en détail
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </div>
          </div>
          <div className="card flex flex-col gap-4 sm:flex-row sm:items-start">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <ScrollText className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">Commande en ligne, prix immédiat</h3>
              <p className="mt-2 leading-relaxed text-muted">
                Téléversez vos documents, choisissez la livraison et la légalisation éventuelle&nbsp;: le prix s’affiche
                tout de suite.
              </p>
              <Link to="/services" className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand underline">
                Commander une traduction
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="acces"
        tone="alt"
        eyebrow="Nous trouver"
        title={`Le cabinet, au cœur de ${b.address.city}`}
        intro={
          <p>
            Vous préférez remettre vos documents en main propre&#x202F;? Le cabinet vous reçoit sur rendez-vous. Tout
            peut aussi se faire à distance, par e-mail et par courrier.
          </p>
        }
      >
        <div className="grid gap-8 lg:grid-cols-[22rem_1fr] lg:items-start">
          <ContactCard>
            <Link to="/contact" className="btn-primary w-full">
              Écrire via le formulaire de contact
            </Link>
          </ContactCard>
          <MapEmbed />
        </div>
      </Section>

      <div className="pt-14 sm:pt-20">
        <CtaBand
          title="Parlons de votre document"
          text={
            <p>
              Une question sur une démarche, un délai ou une légalisation&#x202F;? Écrivez-nous&nbsp;: nous vous
              répondons clairement, en général {replyWithinText()}.
            </p>
          }
          primary={{ to: '/contact', label: 'Nous contacter' }}
          secondary={{ to: '/devis', label: 'Demander un devis' }}
        />
      </div>
    </>
  );
}
