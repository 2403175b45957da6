import { ArrowRight, Award, Check, Clock, FileText, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { BUSINESS } from '../../core/business';
import { localizedPath } from '../../core/messages/pages';
import { HomeHero } from '../components/home/HomeHero';
import { ReviewsCarousel } from '../components/home/ReviewsCarousel';
import { SampleGallery } from '../components/home/SampleGallery';
import { StarRating } from '../components/home/StarRating';
import { homePageText } from '../.server/home-page';
import { orderCatalogue } from '../.server/order-catalogue';
import { structuredDataFor } from '../.server/structured-data';
import { homeReviews } from '../.server/home-reviews';
import { localBusinessJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { googleReviewsToShow, ratingText, type GoogleReviews } from '../../core/trust-rules';

/**
 * The home page, in French at / and in Arabic at /ar (decision 032). Its words travel as loader
 * data (in the HTML) rather than inside the JavaScript bundle: the home page's script budget is tight.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Delays and prices from the catalogue (decision 028): an admin edit shows here at once.
  const catalogue = await orderCatalogue(context.db);
  // The real Google figures, only when core/business.ts holds them (decision 031): the badge.
  const googleReviews = googleReviewsToShow(BUSINESS.googleReviews);
  // The published real reviews, then the samples while there are fewer than three (docs/reviews.md);
  // the AggregateRating counts the real ones only, and is there only when there is one.
  const reviews = await homeReviews(context.db, context.lang);
  return {
    lang: context.lang,
    text: homePageText(context.lang, catalogue),
    googleReviews,
    catalogue,
    rating: reviews.rating,
    // The Arabic page's JSON-LD, in Arabic (the French page builds its own in meta).
    ...structuredDataFor(context.lang, catalogue, () => [
      localBusinessJsonLd(context.config.publicUrl, catalogue, reviews.rating),
    ]),
    // The clients' own words, each card in its language (marked with lang on the other language's page).
    reviews: reviews.cards,
    reviewsOtherLanguage: reviews.otherLanguage,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.text.meta.title ?? '',
    description: args.data?.text.meta.description ?? '',
    jsonLd: args.data?.jsonLd ?? [
      localBusinessJsonLd(publicUrlFrom(args.matches), args.data?.catalogue, args.data?.rating),
    ],
  });

const EXPERTISE_ICONS = [Award, Clock, ShieldCheck] as const;

/** The real Google figures, only when core/business.ts holds them (never computed, never invented). */
function GoogleReviewsBadge({ reviews, label, newTab }: { reviews: GoogleReviews; label: string; newTab: string }) {
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
          {label}
          <span className="sr-only"> {newTab}</span>
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
  const { lang, text, reviews, reviewsOtherLanguage, googleReviews } = loaderData;
  // Pages not yet in Arabic are linked in French, and say so (hreflang).
  const link = (path: string) => {
    const to = localizedPath(lang, path);
    return { to, hrefLang: lang !== 'fr' && to === path ? 'fr' : undefined };
  };
  return (
    <>
      <HomeHero text={text.hero} links={{ order: link('/services').to, contact: link('/contact').to }} />

      <section aria-labelledby="expertise-titre" className="container-page py-16 sm:py-24">
        <div className="max-w-3xl">
          <p className="eyebrow">{text.expertise.eyebrow}</p>
          <h2 id="expertise-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
            {text.expertise.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{text.expertise.text}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {text.expertise.cards.map(({ title, text: cardText }, i) => {
            const Icon = EXPERTISE_ICONS[i]!;
            return (
              <li key={title} className="card p-7">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted" data-testid="expertise-text">
                  {cardText}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="documents-titre" className="border-y border-line bg-surface py-16 sm:py-24">
        <div className="container-page">
          <div className="max-w-2xl">
            <p className="eyebrow">{text.documents.eyebrow}</p>
            <h2 id="documents-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
              {text.documents.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{text.documents.text}</p>
          </div>
          <div className="mt-12 grid gap-6 lg:grid-cols-2">
            {text.documents.groups.map((group) => (
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
            <Link {...link('/services')} className="btn-primary">
              {text.documents.cta}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="etapes-titre" className="container-page py-16 sm:py-24">
        <SectionIntro id="etapes-titre" eyebrow={text.steps.eyebrow} title={text.steps.title} center />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-7 right-[16%] left-[16%] hidden border-t-2 border-dashed border-line md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {text.steps.items.map((step, i) => (
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
        <p
          className="mx-auto mt-12 flex max-w-2xl flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center leading-relaxed text-muted"
          data-testid="home-verify"
        >
          <ShieldCheck className="h-5 w-5 shrink-0 text-success" aria-hidden="true" />
          <span>{text.steps.verify.text}</span>
          <Link {...link('/verifier')} className="font-medium text-brand underline">
            {text.steps.verify.link}
          </Link>
        </p>
      </section>

      <section aria-labelledby="chiffres-titre" className="bg-brand text-on-brand">
        <div className="container-page py-12 sm:py-14">
          <h2 id="chiffres-titre" className="sr-only">
            {text.figures.title}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
            {text.figures.items.map((f) => (
              <li key={f.label}>
                <p className="font-serif text-4xl font-semibold sm:text-5xl">{f.value}</p>
                <p className="mt-2 text-sm text-on-brand/85 sm:text-base">{f.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {reviews.length ? (
        <section aria-labelledby="avis-titre" className="container-page py-16 sm:py-24">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <p className="eyebrow">{text.reviews.eyebrow}</p>
              <h2 id="avis-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
                {text.reviews.title}
              </h2>
              {reviewsOtherLanguage ? (
                <p className="mt-3 text-muted" data-testid="reviews-other-language">
                  {text.reviews.otherLanguage}
                </p>
              ) : null}
            </div>
            {googleReviews && text.reviews.google ? (
              <GoogleReviewsBadge reviews={googleReviews} label={text.reviews.google} newTab={text.reviews.newTab} />
            ) : null}
          </div>
          <div className="mt-10">
            <ReviewsCarousel reviews={reviews} words={text.reviews.carousel} lang={lang} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="exemples-titre" className="border-y border-line bg-surface py-16 sm:py-24">
        <div className="container-page">
          <SectionIntro id="exemples-titre" eyebrow={text.samples.eyebrow} title={text.samples.title}>
            <p>{text.samples.text}</p>
          </SectionIntro>
          <div className="mt-12">
            <SampleGallery html={text.samples.html} />
          </div>
          <p className="mt-8 text-center">
            <a href={text.samples.pdf.href} download className="btn-secondary">
              <FileText aria-hidden="true" className="size-4" />
              {text.samples.pdf.label}
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="devis-titre" className="container-page pt-16 sm:pt-24">
        <div className="relative overflow-hidden rounded-3xl bg-brand-soft px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="devis-titre" className="text-3xl leading-tight font-semibold sm:text-4xl">
            {text.cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{text.cta.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link {...link('/contact')} className="btn-primary px-6 py-3.5 text-base">
              {text.cta.quote}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
            <a
              href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`}
              dir="ltr"
              className="btn-secondary px-6 py-3.5 text-base"
            >
              <Phone className="h-4 w-4" aria-hidden="true" />
              {BUSINESS.phoneDisplay}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
