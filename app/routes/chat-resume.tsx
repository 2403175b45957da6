import { AlertCircle, MessagesSquare, ShieldCheck } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/chat-resume';
import { PageHero } from '../components/PageHero';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { useLang, useT } from '../lib/i18n';
import { resumeLinkView } from '../.server/chat-link';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, { title: 'chatLink.resumeTitle', description: 'chatLink.resumeMeta', path: '/' });

/**
 * The token is in the address: no cache keeps the page, no referrer carries it elsewhere (not
 * 'no-referrer': Chrome would then post the form with `Origin: null`, which the server refuses).
 */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
});

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const view = await resumeLinkView(context, params.token, context.lang);
  const already = new URL(request.url).searchParams.get('deja') === '1';
  if (!view.live) return { token: params.token, view, already: false };
  const { cookie, ...shown } = view;
  return data({ token: params.token, view: shown, already }, { headers: { 'Set-Cookie': cookie } });
}

/**
 * The link of a chat reply e-mail (issue 29). Opening it changes nothing: the page says whose
 * conversation it is, and only its button (a same-site form post, once) takes it over on this
 * browser. A browser that has its own conversation is asked before it is replaced.
 */
export default function ChatResume({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { token, view, already } = loaderData;
  const action = `/api/chat/resume/${encodeURIComponent(token)}`;
  return (
    <>
      <PageHero title={t('chatLink.resumeTitle')} />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-xl">
          {view.live ? (
            <section className="card sm:p-8" aria-labelledby="resume-title" data-testid="chat-resume">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <MessagesSquare className="h-5 w-5" aria-hidden="true" />
              </span>
              <h2 id="resume-title" className="mt-4 text-xl font-semibold" data-testid="chat-resume-whose">
                {view.email
                  ? t('chatLink.whose', { email: view.email })
                  : t('chatLink.whoseNoEmail', { site: view.site })}
              </h2>
              {view.lastMessage ? (
                <p className="mt-1 text-sm text-muted">{t('chatLink.lastMessage', { date: view.lastMessage })}</p>
              ) : null}
              {already ? (
                <div
                  role="alert"
                  className="mt-6 rounded-xl border border-line bg-surface-2 px-4 py-3.5 text-sm"
                  data-testid="chat-resume-already"
                >
                  <p className="font-semibold">{t('chatLink.alreadyTitle')}</p>
                  <p className="mt-1 text-muted">{t('chatLink.alreadyText')}</p>
                  <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                    <form method="post" action={`${action}?remplacer=1`} className="sm:flex-1">
                      <button type="submit" className="btn-primary w-full" data-testid="chat-resume-replace">
                        {t('chatLink.replaceButton')}
                      </button>
                    </form>
                    <Link
                      to={`${localizedPath(lang, '/')}?chat=ouvert`}
                      className="btn-secondary sm:flex-1"
                      data-testid="chat-resume-keep"
                    >
                      {t('chatLink.keepButton')}
                    </Link>
                  </div>
                </div>
              ) : (
                <>
                  <p className="mt-4 leading-relaxed text-muted">{t('chatLink.resumeText')}</p>
                  <form method="post" action={action} className="mt-6">
                    <button
                      type="submit"
                      className="btn-primary w-full py-3.5 text-base"
                      data-testid="chat-resume-submit"
                    >
                      {t('chatLink.resumeButton')}
                    </button>
                  </form>
                </>
              )}
              <p className="mt-5 flex gap-2 text-sm text-muted">
                <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                {t('chatLink.notYours')}
              </p>
            </section>
          ) : (
            <section role="alert" className="card sm:p-8" data-testid="chat-resume-invalid">
              <p className="flex gap-3 text-lg font-semibold">
                <AlertCircle className="mt-1 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
                {t('chatLink.invalidTitle')}
              </p>
              <p className="mt-2 leading-relaxed text-muted">{t('chatLink.invalidText')}</p>
              <Link to={localizedPath(lang, '/')} className="btn-secondary mt-6">
                {t('chatLink.backHome')}
              </Link>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
