import { Eraser, Loader2 } from 'lucide-react';
import { ACCOUNTING_RETENTION_YEARS, yearsText } from '../../../../../core/retention';

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

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

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
        Adresse exacte&nbsp;: <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{plan.email}</strong>{' '}
        (une adresse voisine, par exemple avec un point en plus, n’est pas concernée).
      </p>
      {nothing ? (
        <p className="mt-4 font-medium">Aucune donnée n’est enregistrée sous cette adresse.</p>
      ) : (
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <div>
            <h3 className="text-base font-semibold">Sera effacé</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {plan.account ? <li>le compte client et toutes ses sessions</li> : null}
              {plan.ordersErased.length ? (
                <li>
                  {plural(plan.ordersErased.length, 'commande non payée', 'commandes non payées')}&nbsp;:{' '}
                  {plan.ordersErased.join(', ')}
                </li>
              ) : null}
              <li>{plural(plan.documents, 'document ou traduction', 'documents et traductions')}</li>
              <li>
                {plural(plan.requests, 'demande (devis, contact, support)', 'demandes (devis, contact, support)')}
              </li>
              <li>{plural(plan.conversations, 'conversation du chat', 'conversations du chat')}</li>
              <li>
                {plural(plan.emails, 'copie d’e-mail', 'copies d’e-mails')},{' '}
                {plural(plan.accessLinks, 'lien ou accès invité', 'liens et accès invités')}
              </li>
            </ul>
          </div>
          <div>
            <h3 className="text-base font-semibold">Sera conservé, et pourquoi</h3>
            {plan.ordersAnonymised.length ? (
              <p className="mt-2 text-sm">
                {plural(plan.ordersAnonymised.length, 'commande payée', 'commandes payées')} (
                {plan.ordersAnonymised.join(', ')})&nbsp;: référence, date, prestations et montant, sans l’adresse, le
                commentaire ni les messages — pièces comptables à garder {yearsText(ACCOUNTING_RETENTION_YEARS)}{' '}
                (article L123-22 du Code de commerce).
              </p>
            ) : (
              <p className="mt-2 text-sm">Rien&nbsp;: aucune commande payée.</p>
            )}
          </div>
        </div>
      )}
      {plan.ordersInProgress.length ? (
        <p className="mt-4 text-sm font-medium text-danger" role="alert">
          Commande payée en cours ({plan.ordersInProgress.join(', ')})&nbsp;: livrez-la ou annulez-la avant d’effacer.
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
          Effacer les données de cette personne
        </button>
      )}
    </div>
  );
}
