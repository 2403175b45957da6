import { LockKeyhole } from 'lucide-react';
import type { Route } from './+types/verifier';
import { t } from '../../core/messages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { normaliseReference } from '../../core/verification-rules';
import { PageHero } from '../components/PageHero';
import { VerifyForm } from '../components/verification/VerifyForm';
import { useLang, useT } from '../lib/i18n';
import { seo } from '../lib/seo';

/**
 * « Vérifier une traduction » (issue 31, decision 054): /verifier and /ar/verifier, and
 * /verifier/<référence>, where the QR code printed on each page leads. Public and never indexed.
 */
export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title: t(lang, 'verification.metaTitle'),
    description: t(lang, 'verification.metaDescription'),
    path: localizedPath(lang, '/verifier'),
    noindex: true,
  });
};

/** A reference in the address: no cache keeps it, no referrer carries it, no crawler indexes it. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
});

export async function loader({ params }: Route.LoaderArgs) {
  return { reference: params.reference ? (normaliseReference(params.reference) ?? params.reference.slice(0, 40)) : '' };
}

export default function Verifier({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <PageHero
        title={t('verification.title')}
        eyebrow={t('verification.eyebrow')}
        lead={t('verification.lead')}
        crumbs={[{ name: t('verification.title'), path: localizedPath(lang, '/verifier') }]}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-2xl space-y-6">
          <VerifyForm reference={loaderData.reference} />
          <p className="flex gap-2 text-sm text-muted">
            <LockKeyhole className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
            {t('verification.privacy')}
          </p>
        </div>
      </div>
    </>
  );
}
