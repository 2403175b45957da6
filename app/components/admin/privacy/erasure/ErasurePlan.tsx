import { Eraser, Loader2 } from 'lucide-react';
import { ACCOUNTING_RETENTION_YEARS, yearsText } from '../../../../../core/retention';
import { tr } from '../../../../../core/messages';
import { Marked } from '../../Marked';

/** What the erasure of one address would do, as the server's rolled-back run found it. */
export interface Plan {
  email: string;
  account: boolean;
  ordersErased: string[];
  ordersAnonymised: string[];
  ordersInProgress: string[];
  documents: number;
  requests: number;
  conversations: number;
  emails: number;
  accessLinks: number;
}

/** Nothing at all is stored under the address. */
function holdsNothing(plan: Plan): boolean {
  return (
    !plan.account &&
    plan.ordersErased.length +
      plan.ordersAnonymised.length +
      plan.documents +
      plan.requests +
      plan.conversations +
      plan.emails +
      plan.accessLinks ===
      0
  );
}

/**
 * The preview: what will go and what must stay (and why), then the button that erases, unless a
 * paid order is still in progress.
 */
export function ErasurePlan({ plan, pending, onErase }: { plan: Plan; pending: boolean; onErase: () => void }) {
  const nothing = holdsNothing(plan);
  return (
    <div className="rounded-xl border border-line p-5" data-testid="erasure-plan">
      <p className="text-sm text-muted">
        <Marked
          words={(email) => tr('adminPrivacy.exactAddress', { email })}
          value={<strong className="font-semibold text-ink [overflow-wrap:anywhere]">{plan.email}</strong>}
        />
      </p>
      {nothing ? (
        <p className="mt-4 font-medium">{tr('adminPrivacy.nothing')}</p>
      ) : (
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <div>
            <h3 className="text-base font-semibold">{tr('adminPrivacy.willErase')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {plan.account ? <li>{tr('adminPrivacy.account')}</li> : null}
              {plan.ordersErased.length ? (
                <li>
                  {tr('adminPrivacy.unpaidOrders', { count: plan.ordersErased.length })}&nbsp;:{' '}
                  {plan.ordersErased.join(', ')}
                </li>
              ) : null}
              <li>{tr('adminPrivacy.documents', { count: plan.documents })}</li>
              <li>
                {tr('adminPrivacy.requestKinds', { requests: tr('adminPrivacy.requests', { count: plan.requests }) })}
              </li>
              <li>{tr('adminPrivacy.conversations', { count: plan.conversations })}</li>
              <li>
                {tr('adminPrivacy.emailCopies', { count: plan.emails })},{' '}
                {tr('adminPrivacy.accessLinks', { count: plan.accessLinks })}
              </li>
            </ul>
          </div>
          <div>
            <h3 className="text-base font-semibold">{tr('adminPrivacy.keptTitle')}</h3>
            {plan.ordersAnonymised.length ? (
              <p className="mt-2 text-sm">
                {tr('adminPrivacy.paidKept', {
                  orders: tr('adminPrivacy.paidOrders', { count: plan.ordersAnonymised.length }),
                  list: plan.ordersAnonymised.join(', '),
                  years: yearsText(ACCOUNTING_RETENTION_YEARS),
                })}
              </p>
            ) : (
              <p className="mt-2 text-sm">{tr('adminPrivacy.nothingKept')}</p>
            )}
          </div>
        </div>
      )}
      {plan.ordersInProgress.length ? (
        <p className="mt-4 text-sm font-medium text-danger" role="alert">
          {tr('adminPrivacy.inProgress', { list: plan.ordersInProgress.join(', ') })}
        </p>
      ) : nothing ? null : (
        <button
          type="button"
          className="btn-primary mt-5 border-danger bg-danger hover:bg-danger/90"
          onClick={onErase}
          disabled={pending}
          data-testid="erasure-confirm"
        >
          {pending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Eraser className="h-4 w-4" aria-hidden="true" />
          )}
          {tr('adminPrivacy.erase')}
        </button>
      )}
    </div>
  );
}
