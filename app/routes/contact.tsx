import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { t } from '../../core/messages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { ContactCard } from '../components/landing/ContactCard';
import { PageHero } from '../components/PageHero';
import { ReachButtons } from '../components/ReachButtons';
import { ContactForm } from '../components/requests/ContactForm';
import { RequestLayout } from '../components/requests/RequestAside';
import { useT } from '../lib/i18n';
import { usePageLang } from '../lib/page-lang';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';
import { useShell } from '../lib/shell-text';

/** /contact and /ar/contact (issue 17): one page, its words from the catalogue in the page's language. */
export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title: t(lang, 'requestForm.contactMetaTitle'),
    description: t(lang, 'requestForm.contactLead'),
  });
};

export default function Page() {
  const user = useRootData()?.user ?? null;
  const t = useT();
  const lang = usePageLang();
  const shell = useShell();
  return (
    <>
      <PageHero
        title={t('requestForm.contactMetaTitle')}
        eyebrow={t('requestForm.contactEyebrow')}
        lead={t('requestForm.contactLead')}
        crumbs={[{ name: shell.navContact, path: '/contact' }]}
      />
      {/* On a phone, a call or a WhatsApp message comes before any form (issue 17). */}
      <div className="container-page pt-8 sm:pt-10">
        <ReachButtons className="card" title={t('requestForm.contactReachTitle')} />
      </div>
      <RequestLayout
        asideLabel={t('requestForm.contactAsideLabel')}
        form={<ContactForm accountEmail={user?.email ?? null} />}
        aside={
          <ContactCard
            labels={{
              title: t('requestForm.cardTitle'),
              address: t('requestForm.cardAddress'),
              phone: t('requestForm.cardPhone'),
              email: t('requestForm.cardEmail'),
              hours: t('requestForm.cardHours'),
              hoursText: shell.openingHours,
              appointment: t('requestForm.cardAppointment'),
            }}
          >
            <ul className="space-y-2 text-sm">
              <li>
                <Link
                  to={localizedPath(lang, '/devis')}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand"
                >
                  {t('requestForm.contactQuoteLink')}
                  <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </li>
              <li>
                <Link
                  to={localizedPath(lang, '/support')}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand"
                >
                  {t('requestForm.contactSupportLink')}
                  <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </li>
            </ul>
          </ContactCard>
        }
      />
    </>
  );
}
