import { t } from '../../core/messages';
import { splitLangPath } from '../../core/messages/pages';
import { replyWithinTextIn } from '../../core/turnaround';
import type { Route } from './+types/order';
import { PageHero } from '../components/PageHero';
import { QuoteForm } from '../components/requests/QuoteForm';
import { DirectContact, NextSteps, RequestLayout } from '../components/requests/RequestAside';
import { useT } from '../lib/i18n';
import { usePageLang } from '../lib/page-lang';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

/** /order: the quote form with the service-type choice, its words from the catalogue (issue 26). */
export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, { title: t(lang, 'requestForm.orderTitle'), description: t(lang, 'requestForm.orderLead') });
};

export default function Page() {
  const user = useRootData()?.user ?? null;
  const t = useT();
  // The reply time of a quote request (core/turnaround.ts, decision 028), in the page's language.
  const within = replyWithinTextIn(usePageLang());
  const steps = [
    { title: t('requestForm.orderStep1Title'), text: t('requestForm.orderStep1Text') },
    { title: t('requestForm.orderStep2Title'), text: t('requestForm.orderStep2Text', { within }) },
    { title: t('requestForm.orderStep3Title'), text: t('requestForm.orderStep3Text') },
  ];
  return (
    <>
      <PageHero
        title={t('requestForm.orderTitle')}
        eyebrow={t('requestForm.orderEyebrow')}
        lead={t('requestForm.orderLead')}
        crumbs={[{ name: t('requestForm.orderCrumb'), path: '/order' }]}
      />
      <RequestLayout
        asideLabel={t('requestForm.orderAsideLabel')}
        form={<QuoteForm variant="order" accountEmail={user?.email ?? null} />}
        aside={
          <>
            <NextSteps title={t('requestForm.quoteStepsTitle')} steps={steps} />
            <DirectContact />
          </>
        }
      />
    </>
  );
}
