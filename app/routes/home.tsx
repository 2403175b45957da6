import { ArrowRight, Award, Check, Clock, FileText, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { BUSINESS } from '../../core/business';
import { HomeHero } from '../components/home/HomeHero';
import { ReviewsCarousel } from '../components/home/ReviewsCarousel';
import { SampleGallery } from '../components/home/SampleGallery';
import { StarRating } from '../components/home/StarRating';
import { keyFigures, SERVICE_GROUPS, STEPS } from '../content/home';
import { replyWithinText } from '../../core/turnaround';
import { translationTurnaround, translationWithinText, urgentOfferText } from '../../core/catalogue-text';
import { orderCatalogue } from '../.server/order-catalogue';
import type { OrderCatalogue } from '../components/order/types';
import { REVIEWS } from '../content/reviews';
import { SAMPLES } from '../content/samples';
import { localBusinessJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { googleReviewsToShow, ratingText, type GoogleReviews } from '../../core/trust-rules';

/**
 * The page's content travels as loader data (in the HTML) rather than inside
 * the JavaScript bundle: the home page's script budget is tight.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Delays and prices from the catalogue (decision 028): an admin edit shows here at once.
  const catalogue = await orderCatalogue(context.db);
  return {
    figures: keyFigures(translationTurnaround(catalogue).min, BUSINESS),
    googleReviews: googleReviewsToShow(BUSINESS.googleReviews),
    replyWithin: replyWithinText(),
    expertise: expertiseTexts(catalogue),
    catalogue,
    services: SERVICE_GROUPS,
    steps: STEPS,
    reviews: REVIEWS,
    samples: SAMPLES,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Traductrice certifiée arabe–français à Dijon',
    description: `${BUSINESS.translatorName}, traductrice certifiée arabe–français près la ${BUSINESS.courtOfAppeal} : état civil, jugements, diplômes, contrats. Devis gratuit, délais courts.`,
    jsonLd: [localBusinessJsonLd(publicUrlFrom(args.matches), args.data?.catalogue, args.data?.googleReviews)],
  });

/** The three cards' texts; the delay card from the catalogue (server side: the icons stay in the bundle). */
function expertiseTexts(catalogue: OrderCatalogue): string[] {
  const urgent = urgentOfferText(catalogue);
  return [
    `Depuis ${BUSINESS.foundedYear}, des actes, des jugements et des contrats traduits pour des particuliers, des avocats, des notaires et des entreprises.`,
    `Traduction envoyée ${translationWithinText(catalogue)} pour les documents courants (actes, diplômes, permis). Une échéance serrée ? ${
      urgent ? `Option « ${catalogue.urgent!.name} » : ${urgent}.` : 'Écrivez-nous avant de commander.'
    }`,
    'Votre traductrice est tenue au secret professionnel. Vos documents sont transmis et conservés chiffrés, le temps nécessaire à la mission.',
  ];
}

const EXPERTISE = [
  { icon: Award, title: 'Plus de 10 ans d’expérience' },
  { icon: Clock, title: 'Des délais courts' },
  { icon: ShieldCheck, title: 'Une confidentialité absolue' },
] as const;

/** The real Google figures, only when core/business.ts holds them (never computed, never invented). */
function GoogleReviewsBadge({ reviews }: { reviews: GoogleReviews }) {
  return (
    <a
      href={reviews.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="google-reviews-badge"
      className="flex items-center gap-3 self-start rounded-xl border border-line bg-surface px-4 py-3 text-ink no-underline hover:border-brand md:self-auto"
    >
      <span className="font-serif text-3xl font-semibold">{ratingText(reviews.rating)}</span>
      <div className="text-sm text-muted">
        <StarRating stars={Math.round(reviews.rating)} />
        <p className="mt-0.5">
          {reviews.count} avis Google<span className="sr-only"> (nouvel onglet)</span>
        </p>
      </div>
    </a>
  );
}

function SectionIntro({
  id,
  eyebrow,
  title,
  children,
  center = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div> : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { figures, expertise, services, steps, reviews, samples, googleReviews, replyWithin } = loaderData;
  return (
    <>
      <HomeHero replyWithin={replyWithin} />

      <section aria-labelledby="expertise-titre" className="container-page py-16 sm:py-24">
        <div className="max-w-3xl">
          <p className="eyebrow">Une expertise reconnue</p>
          <h2 id="expertise-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
            Une traductrice experte, inscrite près la cour d’appel
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            On parle souvent de « traducteur assermenté » : le titre exact est « expert traducteur près la cour
            d’appel ». Inscrite sur la liste de la {BUSINESS.courtOfAppeal}, {BUSINESS.translatorName} a prêté serment
            et peut certifier qu’une traduction est fidèle et complète. Cachet, signature et mention de certification la
            rendent recevable par les administrations, les tribunaux et les consulats.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {EXPERTISE.map(({ icon: Icon, title }, i) => (
            <li key={title} className="card p-7">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted" data-testid="expertise-text">
                {expertise[i]}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="documents-titre" className="border-y border-line bg-surface py-16 sm:py-24">
        <div className="container-page">
          <div className="max-w-2xl">
            <p className="eyebrow">Documents traduits</p>
            <h2 id="documents-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
              Quels documents faire traduire ?
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">
              Particuliers comme entreprises, vos documents sont traduits dans leur intégralité, tampons et mentions
              manuscrites compris.
            </p>
          </div>
          <div className="mt-12 grid gap-6 lg:grid-cols-2">
            {services.map((group) => (
              <article key={group.title} className="rounded-2xl border border-line bg-bg p-7 sm:p-8">
                <div className="flex items-center gap-3">
                  <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                    <FileText className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-2xl font-semibold">{group.title}</h3>
                </div>
                <p className="mt-4 text-muted">{group.intro}</p>
                <ul className="mt-5 grid gap-2.5">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-2.5">
                      <Check className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className="mt-10">
            <Link to="/services" className="btn-primary">
              Voir les tarifs et commander
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="etapes-titre" className="container-page py-16 sm:py-24">
        <SectionIntro
          id="etapes-titre"
          eyebrow="Comment ça marche"
          title="Votre traduction certifiée en 3 étapes"
          center
        />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-7 right-[16%] left-[16%] hidden border-t-2 border-dashed border-line md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {steps.map((step, i) => (
              <li key={step.title} className="relative flex flex-col items-center text-center">
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand font-serif text-2xl font-semibold text-on-brand ring-8 ring-bg">
                  {i + 1}
                </span>
                <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 max-w-xs leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="chiffres-titre" className="bg-brand text-on-brand">
        <div className="container-page py-12 sm:py-14">
          <h2 id="chiffres-titre" className="sr-only">
            {BUSINESS.tradeName} en chiffres
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
            {figures.map((f) => (
              <li key={f.label}>
                <p className="font-serif text-4xl font-semibold sm:text-5xl">{f.value}</p>
                <p className="mt-2 text-sm text-on-brand/85 sm:text-base">{f.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="avis-titre" className="container-page py-16 sm:py-24">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">Avis clients</p>
            <h2 id="avis-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
              Ils nous ont confié leurs documents
            </h2>
          </div>
          {googleReviews ? <GoogleReviewsBadge reviews={googleReviews} /> : null}
        </div>
        <div className="mt-10">
          <ReviewsCarousel reviews={reviews} />
        </div>
      </section>

      <section aria-labelledby="exemples-titre" className="border-y border-line bg-surface py-16 sm:py-24">
        <div className="container-page">
          <SectionIntro id="exemples-titre" eyebrow="Exemples" title="Exemples de traductions certifiées">
            <p>
              Chaque traduction reprend fidèlement la mise en page de l’original et porte le cachet, la signature et la
              mention de certification. Aperçus illustratifs : documents fictifs et anonymisés.
            </p>
          </SectionIntro>
          <div className="mt-12">
            <SampleGallery samples={samples} />
          </div>
        </div>
      </section>

      <section aria-labelledby="devis-titre" className="container-page pt-16 sm:pt-24">
        <div className="relative overflow-hidden rounded-3xl bg-brand-soft px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="devis-titre" className="text-3xl leading-tight font-semibold sm:text-4xl">
            Un document à faire traduire ?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">
            Envoyez-le-nous pour un devis gratuit et sans engagement. Vous connaissez le prix exact et le délai avant de
            valider quoi que ce soit.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className="btn-primary px-6 py-3.5 text-base">
              Demander un devis
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <a href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`} className="btn-secondary px-6 py-3.5 text-base">
              <Phone className="h-4 w-4" aria-hidden="true" />
              {BUSINESS.phoneDisplay}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
