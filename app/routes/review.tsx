import { Clock, Home, Mail, MessageSquareHeart } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/review';
import { daysIn } from '../../core/counted';
import { t as wordIn } from '../../core/messages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { REVIEW_LINK_DAYS } from '../../core/review-rules';
import { PageHero } from '../components/PageHero';
import { ReviewForm } from '../components/reviews/ReviewForm';
import { useLang, useT } from '../lib/i18n';
import { seo } from '../lib/seo';

/** A personal link: never kept by a cache, never indexed, its token sent to no other site. */
const NO_STORE = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
};

export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title: wordIn(lang, 'review.metaTitle'),
    description: wordIn(lang, 'review.metaDescription'),
    noindex: true,
  });
};

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await context.reviewLink(params.token);
  // A link the site never made, or whose order is gone: the same 404 as any missing address.
  if (!link) throw data(null, { status: 404, headers: NO_STORE });
  return data({ link, token: params.token }, { headers: NO_STORE });
}

/**
 * « Donner votre avis » (/avis/<token>, /ar/avis/<token>; docs/reviews.md): the page the review
 * e-mail opens, in the order's language. Opening it changes nothing (a mail scanner opens links);
 * the form posts once, and the link then says the review is recorded.
 */
export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { link, token } = loaderData;
  return (
    <>
      <PageHero
        title={t('review.title')}
        lead={link.state === 'open' ? t('review.intro', { id: link.orderId }) : undefined}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-2xl">
          {link.state === 'open' ? (
            <ReviewForm token={token} firstName={link.firstName} />
          ) : (
            <section className="card sm:p-8" data-testid={`review-${link.state}`}>
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                {link.state === 'done' ? (
                  <MessageSquareHeart className="h-5 w-5" aria-hidden="true" />
                ) : (
                  <Clock className="h-5 w-5" aria-hidden="true" />
                )}
              </span>
              <h2 className="mt-4 text-2xl font-semibold">
                {link.state === 'done' ? t('review.doneTitle') : t('review.expiredTitle')}
              </h2>
              <p className="mt-3 leading-relaxed text-muted">
                {link.state === 'done'
                  ? t('review.doneText')
                  : t('review.expiredText', { days: daysIn(lang, REVIEW_LINK_DAYS) })}
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Link to={localizedPath(lang, '/')} className="btn-primary">
                  <Home className="h-4 w-4" aria-hidden="true" />
                  {t('review.backHome')}
                </Link>
                {link.state === 'expired' ? (
                  <Link to={localizedPath(lang, '/contact')} className="btn-secondary">
                    <Mail className="h-4 w-4" aria-hidden="true" />
                    {t('review.contact')}
                  </Link>
                ) : null}
              </div>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
