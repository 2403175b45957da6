import type { Route } from './+types/devis';
import { t } from '../../core/messages';
import { splitLangPath } from '../../core/messages/pages';
import { replyWithinTextIn } from '../../core/turnaround';
import { PageHero } from '../components/PageHero';
import { WhatsAppPhotoTip } from '../components/ReachButtons';
import { QuoteForm } from '../components/requests/QuoteForm';
import { DirectContact, NextSteps, RequestLayout } from '../components/requests/RequestAside';
import { useT } from '../lib/i18n';
import { usePageLang } from '../lib/page-lang';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

/** /devis and /ar/devis (issue 17): one page, its words from the catalogue in the page's language. */
export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title: t(lang, 'requestForm.contactQuoteLink'),
    description: t(lang, 'requestForm.quoteLead', { within: replyWithinTextIn(lang) }),
  });
};

export default function Page() {
  const user = useRootData()?.user ?? null;
  const t = useT();
  const lang = usePageLang();
  // The reply time of a quote request (core/turnaround.ts, decision 028), worded in the page's language.
  const within = replyWithinTextIn(lang);
  const steps = [
    { title: t('requestForm.quoteStep1Title'), text: t('requestForm.quoteStep1Text') },
    { title: t('requestForm.quoteStep2Title'), text: t('requestForm.quoteStep2Text', { within }) },
    { title: t('requestForm.quoteStep3Title'), text: t('requestForm.quoteStep3Text') },
  ];
  return (
    <>
      <PageHero
        title={t('requestForm.contactQuoteLink')}
        eyebrow={t('requestForm.quoteEyebrow')}
        lead={t('requestForm.quoteLead', { within })}
        crumbs={[{ name: t('requestForm.quoteCrumb'), path: '/devis' }]}
      />
      <RequestLayout
        asideLabel={t('requestForm.quoteAsideLabel')}
        form={
          <>
            <WhatsAppPhotoTip />
            <QuoteForm variant="devis" accountEmail={user?.email ?? null} />
          </>
        }
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
