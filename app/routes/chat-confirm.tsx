import { AlertCircle, CheckCircle2, MailCheck, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/chat-confirm';
import { PageHero } from '../components/PageHero';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { useLang, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, { title: 'chatLink.confirmTitle', description: 'chatLink.confirmMeta', path: '/' });

/** The token is in the address: no cache keeps the page, no referrer carries it elsewhere. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
});

export function loader({ params, request }: Route.LoaderArgs) {
  const state = new URL(request.url).searchParams.get('etat');
  return { token: params.token, state: state === 'confirme' || state === 'invalide' ? state : null };
}

/**
 * The link sent to the address a chat guest typed (issue 29). Opening it confirms nothing (a mail
 * scanner opens links): the button does, by a same-origin form post, and the page then says so.
 */
export default function ChatConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { token, state } = loaderData;
  return (
    <>
      <PageHero title={t('chatLink.confirmTitle')} />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-xl">
          <section className="card sm:p-8" data-testid="chat-confirm">
            {state === 'confirme' ? (
              <p role="status" className="flex gap-3 font-medium" data-testid="chat-confirm-done">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                {t('chatLink.confirmDone')}
              </p>
            ) : state === 'invalide' ? (
              <p role="alert" className="flex gap-3 font-medium" data-testid="chat-confirm-invalid">
                <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
                {t('chatLink.confirmInvalid')}
              </p>
            ) : (
              <>
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <MailCheck className="h-5 w-5" aria-hidden="true" />
                </span>
                <p className="mt-4 leading-relaxed">{t('chatLink.confirmText')}</p>
                <form method="post" action={`/api/chat/confirm-email/${encodeURIComponent(token)}`} className="mt-6">
                  <button
                    type="submit"
                    className="btn-primary w-full py-3.5 text-base"
                    data-testid="chat-confirm-submit"
                  >
                    {t('chatLink.confirmButton')}
                  </button>
                </form>
                <p className="mt-5 flex gap-2 text-sm text-muted">
                  <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                  {t('chatLink.confirmNotYou')}
                </p>
              </>
            )}
            {state ? (
              <Link
                to={`${localizedPath(lang, '/')}${state === 'confirme' ? '?chat=ouvert' : ''}`}
                className="btn-secondary mt-6"
              >
                {t('chatLink.backHome')}
              </Link>
            ) : null}
          </section>
        </div>
      </div>
    </>
  );
}
