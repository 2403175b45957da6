import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/support';
import { t } from '../../core/messages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { PageHero } from '../components/PageHero';
import { DirectContact, RequestLayout } from '../components/requests/RequestAside';
import { SupportForm } from '../components/requests/SupportForm';
import { useT } from '../lib/i18n';
import { usePageLang } from '../lib/page-lang';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

/** /support and /ar/support (issue 17): one page, its words from the catalogue in the page's language. */
export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title: t(lang, 'requestForm.supportMetaTitle'),
    description: t(lang, 'requestForm.supportLead'),
  });
};

export default function Page() {
  const user = useRootData()?.user ?? null;
  const t = useT();
  const lang = usePageLang();
  return (
    <>
      <PageHero
        title={t('requestForm.supportMetaTitle')}
        eyebrow={t('requestForm.supportEyebrow')}
        lead={t('requestForm.supportLead')}
        crumbs={[{ name: t('requestForm.supportMetaTitle'), path: '/support' }]}
      />
      <RequestLayout
        asideLabel={t('requestForm.supportAsideLabel')}
        form={<SupportForm accountEmail={user?.email ?? null} />}
        aside={
          <>
            <section aria-labelledby="suivi-titre" className="card">
              <h2 id="suivi-titre" className="text-xl font-semibold">
                {t('requestForm.supportTrackTitle')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">{t('requestForm.supportTrackText')}</p>
              <Link to={localizedPath(lang, '/orders')} className="btn-secondary mt-4 w-full">
                {t('customerArea.seeMyOrders')}
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </section>
            <DirectContact title={t('requestForm.supportUrgentTitle')} />
          </>
        }
      />
    </>
  );
}
