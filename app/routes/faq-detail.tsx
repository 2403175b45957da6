import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/faq-detail';
import { excerpt } from '../../core/html-text';
import { AdminLinks } from '../components/content/AdminLinks';
import { faqDetailForPage } from '../.server/faq';
import { RichText } from '../components/content/RichText';
import { PageHero } from '../components/PageHero';
import { ContentErrorPage } from '../components/content/ContentErrorPage';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { t } from '../../core/messages';
import { useRootData } from '../lib/root-data';
import { localizedPath, splitLangPath } from '../../core/messages/pages';

export async function loader({ context, params }: Route.LoaderArgs) {
  return faqDetailForPage(context, params.id, context.lang);
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  const item = page?.item;
  if (!page || !item) {
    const { lang } = splitLangPath(args.location.pathname);
    return seo(args, {
      title: t(lang, 'faq.notFound'),
      description: t(lang, 'faqPage.notFoundDescription'),
      noindex: true,
    });
  }
  const { lang, text } = page;
  const list = localizedPath(lang, '/faq');
  const path = `${list}/${item.slug}`;
  return seo(args, {
    title: item.question,
    // Spec 2 and 9: the first 160 characters of the answer.
    description: excerpt(item.answerText, 160),
    path,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: text.crumb, path: list },
        { name: item.question, path },
      ]),
    ],
  });
};

export default function FaqDetail({ loaderData }: Route.ComponentProps) {
  const { item, others, lang, text } = loaderData;
  const isAdmin = useRootData()?.user?.role === 'admin';
  const navigate = useNavigate();
  const list = localizedPath(lang, '/faq');
  return (
    <>
      <PageHero
        title={item.question}
        eyebrow={text.detailEyebrow}
        crumbs={[
          { name: text.crumb, path: list },
          { name: item.question, path: `${list}/${item.slug}` },
        ]}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <article aria-label={text.answer}>
          <RichText html={item.answerHtml} testId="faq-detail-answer" />
          {isAdmin ? (
            <div className="mt-8 border-t border-line pt-6">
              <AdminLinks
                kind="faq"
                size="md"
                editTo={`/faq/${item.id}/edit`}
                deleteUrl={`/api/qr/${item.id}`}
                subject={item.question}
                onDeleted={() => navigate(list)}
              />
            </div>
          ) : null}
          <Link
            to={`${list}#${item.slug}`}
            className="mt-10 inline-flex items-center gap-2 font-semibold text-brand underline"
          >
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {text.allQuestions}
          </Link>
        </article>
        {others.length > 0 ? (
          <aside className="card" aria-labelledby="autres-questions">
            <h2 id="autres-questions" className="text-xl font-semibold">
              {text.otherQuestions}
            </h2>
            <ul className="mt-4 grid gap-1">
              {others.map((o) => (
                <li key={o.slug}>
                  <Link
                    to={`${list}/${o.slug}`}
                    className="group flex items-start gap-2 rounded-lg py-2 text-ink no-underline hover:text-brand"
                  >
                    <ChevronRight className="mt-1 h-4 w-4 shrink-0 text-brand rtl:-scale-x-100" aria-hidden="true" />
                    <span className="group-hover:underline">{o.question}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ContentErrorPage kind="faq" />;
}
