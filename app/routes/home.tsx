import type { Route } from './+types/home';
import { BUSINESS } from '../../core/business';
import { localizedPath } from '../../core/messages/pages';
import { HomeHero } from '../components/home/HomeHero';
import { CallToAction } from '../components/home/sections/CallToAction';
import { DocumentsSection } from '../components/home/sections/DocumentsSection';
import { ExpertiseSection } from '../components/home/sections/ExpertiseSection';
import { FiguresSection } from '../components/home/sections/FiguresSection';
import { ReviewsSection } from '../components/home/sections/ReviewsSection';
import { SamplesSection } from '../components/home/sections/SamplesSection';
import { StepsSection } from '../components/home/sections/StepsSection';
import { homePageText } from '../.server/home-page';
import { orderCatalogue } from '../.server/order-catalogue';
import { structuredDataFor } from '../.server/structured-data';
import { homeReviews } from '../.server/home-reviews';
import { localBusinessJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { googleReviewsToShow } from '../../core/trust-rules';

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

      <ExpertiseSection text={text.expertise} />

      <DocumentsSection text={text.documents} link={link} />

      <StepsSection text={text.steps} link={link} />

      <FiguresSection text={text.figures} />

      {reviews.length ? (
        <ReviewsSection
          text={text.reviews}
          reviews={reviews}
          otherLanguage={reviewsOtherLanguage}
          googleReviews={googleReviews}
          lang={lang}
        />
      ) : null}

      <SamplesSection text={text.samples} />

      <CallToAction text={text.cta} link={link} />
    </>
  );
}
