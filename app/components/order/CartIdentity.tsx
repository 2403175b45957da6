import { AlertCircle, Mail, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';
import type { CartView } from './types';

/**
 * « Vos coordonnées » in the cart: the e-mail, the buyer, where the original goes and whom the
 * invoice names, with « Modifier » back to the form's section. Short on a phone: a few lines.
 */
export function CartIdentity({ item }: { item: CartView }) {
  const t = useT();
  const lang = useLang();
  const identity = item.identity;
  const edit = `${localizedPath(lang, '/services')}?edit=1#coordonnees`;
  return (
    <section aria-labelledby="contact-titre" className="card sm:p-7" data-testid="cart-identity">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="contact-titre" className="flex items-center gap-2.5 text-lg font-semibold">
          <Mail className="h-5 w-5 text-brand" aria-hidden="true" />
          {t('orderForm.contactDetails')}
        </h2>
        <Link to={edit} className="btn-secondary px-3 py-1.5 text-sm" data-testid="edit-identity">
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {identity ? t('buyer.edit') : t('buyer.complete')}
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
        <Entry term={t('buyer.emailLabel')} testId="cart-email">
          <bdi>{item.mailClient || t('orderForm.addressToConfirm')}</bdi>
        </Entry>
        {identity ? (
          <>
            <Entry term={t('buyer.nameLabel')} testId="cart-buyer">
              <bdi>{identity.settled.buyer.name}</bdi>
              {identity.settled.buyer.phone ? (
                <>
                  {' · '}
                  <bdi dir="ltr">{identity.settled.buyer.phone}</bdi>
                </>
              ) : null}
            </Entry>
            {identity.shipTo ? <Lines term={t('buyer.shipTo')} lines={identity.shipTo} testId="cart-ship-to" /> : null}
            <Lines term={t('buyer.billTo')} lines={identity.billTo} testId="cart-bill-to" />
          </>
        ) : null}
      </dl>
      {identity ? null : (
        <p
          role="alert"
          className="mt-3 flex gap-2 rounded-lg bg-danger-soft px-3.5 py-2.5 text-sm text-danger"
          data-testid="identity-missing"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('buyer.missing')}
        </p>
      )}
    </section>
  );
}

function Entry({ term, testId, children }: { term: string; testId: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 font-medium [overflow-wrap:anywhere] text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** An address or identity, one line each; typed text isolated (an Arabic name on a French page). */
function Lines({ term, lines, testId }: { term: string; lines: string[]; testId: string }) {
  return (
    <Entry term={term} testId={testId}>
      {lines.map((line, i) => (
        <span key={i} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
    </Entry>
  );
}
