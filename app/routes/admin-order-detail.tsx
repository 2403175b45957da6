import {
  ArrowLeft,
  FileCheck2,
  FileText,
  History,
  MessageSquareText,
  MessagesSquare,
  Receipt,
  RotateCcw,
  Send,
  Truck,
  Workflow,
} from 'lucide-react';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin-order-detail';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { formatEuros } from '../../core/money';
import { FileList } from '../components/account/FileList';
import { FilesDeletedNotice } from '../components/account/FilesDeletedNotice';
import { CreditNotes } from '../components/account/CreditNotes';
import { InvoiceDownload } from '../components/account/InvoiceDownload';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDay, formatDayTime } from '../components/account/format';
import { StatusBadge } from '../components/account/StatusBadge';
import { AdminShell } from '../components/admin/AdminShell';
import { Badge } from '../components/admin/Badge';
import { ConfirmationEmailButton } from '../components/admin/orders/ConfirmationEmailButton';
import { DueDate } from '../components/admin/orders/DueDate';
import { orderDetailForPage, type OrderDetailPageData } from '../.server/admin-orders';
import { StatusHistory } from '../components/admin/orders/StatusHistory';
import { RefundPanel } from '../components/admin/orders/RefundPanel';
import { Row, Section } from '../components/admin/orders/DetailSection';
import { PaymentAnomalyAlert } from '../components/admin/orders/PaymentAnomalyAlert';
import { StatusPanel } from '../components/admin/orders/StatusPanel';
import { ORDER_PAGE_TEXTS as TEXTS } from '../components/admin/orders/texts';
import { TranslatedFiles } from '../components/admin/orders/TranslatedFiles';
import { TranslationUpload } from '../components/admin/orders/TranslationUpload';
import { CountedPages } from '../components/admin/orders/CountedPages';
import { ShippingPanel } from '../components/admin/orders/ShippingPanel';
import { seo } from '../lib/seo';
import { tr } from '../../core/messages';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.order ? `Commande ${args.data.order.orderId}` : 'Détail de la commande',
    description: 'Fichiers du client, traductions et suivi.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

type LoaderData = OrderDetailPageData & { loadError: string | null };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    const page = await orderDetailForPage(context.db, params.id);
    if (!page.order) return data<LoaderData>({ ...page, loadError: tr('order.notFound') }, { status: 404 });
    return { ...page, loadError: null } as LoaderData;
  } catch (err) {
    console.error(err);
    return data<LoaderData>(
      {
        order: null,
        linkDays: 0,
        invoice: null,
        today: '',
        creditNotes: [],
        refund: null,
        loadError: TEXTS.detailFailed,
      },
      { status: 500 },
    );
  }
}

const backLink = (
  <Link to="/admin/orders" className="btn-secondary">
    <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
    Toutes les commandes
  </Link>
);

export default function AdminOrderDetail({ loaderData, params }: Route.ComponentProps) {
  const { order, linkDays, invoice, today, creditNotes, refund, loadError } = loaderData;
  const revalidator = useRevalidator();
  const refresh = async () => {
    await revalidator.revalidate();
  };
  const crumbs = [
    { name: 'Commandes', path: '/admin/orders' },
    { name: order?.orderId ?? params.id, path: `/admin/order-admin-details/${order?.orderId ?? params.id}` },
  ];

  if (!order) {
    return (
      <AdminShell title="Détail de la commande" crumbs={crumbs} actions={backLink}>
        <p role="alert" className="font-medium text-danger" data-testid="order-error">
          {loadError ?? TEXTS.detailFailed}
        </p>
      </AdminShell>
    );
  }

  const service = order.services[0]!;
  return (
    <AdminShell
      title={`Commande ${order.orderId}`}
      crumbs={crumbs}
      actions={backLink}
      lead={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} label={order.statusLabel} />
          {order.archivedAt ? <Badge>Archivée le {formatDay(order.archivedAt, 'fr')}</Badge> : null}
          {order.anonymisedAt ? (
            <Badge>Données personnelles effacées le {formatDay(order.anonymisedAt, 'fr')}</Badge>
          ) : null}
          <span>Passée le {formatDay(order.createdAt, 'fr')}</span>
          <Badge tone={order.langLabel === 'français' ? 'neutral' : 'accent'} testId="order-lang">
            Langue&nbsp;: {order.langLabel}
          </Badge>
          {order.dueOn ? (
            <span className="inline-flex items-center gap-1.5" data-testid="order-due-line">
              À livrer le
              <DueDate dueOn={order.dueOn} today={today} open={order.open} urgent={order.urgent} />
            </span>
          ) : null}
        </span>
      }
    >
      {order.paymentAnomaly ? (
        <PaymentAnomalyAlert anomaly={{ ...order.paymentAnomaly, orderId: order.orderId }} onChecked={refresh} />
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* What she needs first: what the customer asked and sent; then the delivery; prices and history last. */}
        <div className="space-y-6">
          <Section id="request-title" title="Demande du client" icon={MessageSquareText} tone="text-accent">
            <div data-testid="admin-order-request">
              <h3 className="text-sm font-semibold text-muted">Démarche</h3>
              <p className="mt-1 text-base text-ink" data-testid="summary-purpose">
                {order.purpose ?? 'Non précisée'}
              </p>
              <h3 className="mt-5 text-sm font-semibold text-muted">Commentaire</h3>
              <p
                className="mt-1 text-base whitespace-pre-line text-ink [overflow-wrap:anywhere]"
                data-testid="summary-comment"
              >
                {order.comment || 'Aucun commentaire.'}
              </p>
              <h3 className="mt-5 text-sm font-semibold text-muted">Documents du client</h3>
              <div className="mt-2">
                {order.fileClient.length > 0 ? (
                  <FileList files={order.fileClient} testId="admin-client-files" download />
                ) : order.filesDeletedAt ? (
                  <FilesDeletedNotice at={order.filesDeletedAt} />
                ) : (
                  <p className="text-sm text-muted">Aucun document joint à la commande.</p>
                )}
              </div>
            </div>
          </Section>

          <Section id="messages-title" title="Messages du client" icon={MessagesSquare} tone="text-accent">
            {order.messages.length > 0 ? (
              <ol className="space-y-3" data-testid="admin-order-messages">
                {order.messages.map((m) => (
                  <li key={m.id} className="rounded-xl border border-line bg-surface-2/50 px-4 py-3">
                    <p className="text-xs text-muted">
                      {m.authorEmail} · {formatDayTime(m.createdAt, 'fr')}
                    </p>
                    <p className="mt-1.5 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{m.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted">Aucun message au sujet de cette commande.</p>
            )}
          </Section>

          <Section id="translations-title" title="Traductions" icon={FileCheck2} tone="text-success">
            {order.filesDeletedAt && order.fileAdmin.length === 0 ? (
              <FilesDeletedNotice at={order.filesDeletedAt} />
            ) : (
              <TranslatedFiles orderId={order.orderId} files={order.fileAdmin} onChanged={refresh} />
            )}
            {order.archivedAt || order.filesDeletedAt ? null : order.unpaid ? (
              // The server refuses a translation for an unpaid order too (server/admin/orders/service.ts).
              <p
                className="mt-6 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm font-semibold text-accent"
                data-testid="unpaid-notice"
              >
                {tr('adminOrder.uploadUnpaid')}
              </p>
            ) : (
              <div className="mt-6 border-t border-line pt-6">
                <h3 className="mb-3 text-base font-semibold">Déposer des traductions</h3>
                <TranslationUpload orderId={order.orderId} onUploaded={refresh} />
              </div>
            )}
          </Section>

          <Section id="email-title" title="E-mail de confirmation" icon={Send}>
            <ConfirmationEmailButton
              orderId={order.orderId}
              clientEmail={order.clientEmail}
              fileUrls={order.fileAdmin.map((f) => f.url)}
              linkDays={linkDays}
            />
          </Section>
        </div>

        <aside className="space-y-6">
          <Section id="status-title" title="Statut" icon={Workflow}>
            <StatusPanel
              orderId={order.orderId}
              status={order.status}
              statusLabel={order.statusLabel}
              // « Expédiée » with its tracking number comes from « Marquer comme expédiée » below.
              transitions={order.transitions.filter((s) => s.status !== 'shipped' || order.shipping.refusal !== null)}
              archived={order.archivedAt !== null}
              onChanged={refresh}
            />
          </Section>

          <Section id="shipping-title" title={tr('shipping.panelTitle')} icon={Truck}>
            <ShippingPanel
              orderId={order.orderId}
              view={order.shipping}
              paperKind={order.paper.kind}
              onChanged={refresh}
            />
          </Section>

          <Section id="summary-title" title="Récapitulatif" icon={Receipt}>
            <dl className="divide-y divide-line text-sm" data-testid="admin-order-summary">
              <Row label="Référence" testId="summary-id">
                <span className="font-mono">{order.orderId}</span>
              </Row>
              <Row label="Date">{formatDayTime(order.createdAt, 'fr')}</Row>
              <Row label="Client" testId="summary-email">
                <a href={`mailto:${order.clientEmail}`} className="text-brand underline-offset-4 hover:underline">
                  {order.clientEmail}
                </a>
                <span className="block text-xs font-normal text-muted">
                  {order.hasAccount ? 'Avec compte client' : 'Sans compte'}
                </span>
              </Row>
              <Row label="Paiement" testId="summary-payment">
                {order.paymentStatusLabel}
                {order.paidAt ? (
                  <span className="block text-xs font-normal text-muted">le {formatDayTime(order.paidAt, 'fr')}</span>
                ) : null}
              </Row>
              {order.promisedDelivery ? (
                <Row label="Promis au client" testId="summary-promised">
                  {order.promisedDelivery.text}
                </Row>
              ) : null}
              <Row label="Documents">{service.numberOfDocuments}</Row>
              <Row label="Pages" testId="summary-pages">
                {service.numberOfPages} déclarée{service.numberOfPages > 1 ? 's' : ''}
                <CountedPages files={order.fileClient} declared={service.numberOfPages} />
              </Row>
              <Row label="Livraison">{service.deliveryName}</Row>
              <Row label="Légalisation">{service.legalizationName}</Row>
              {order.urgent ? <Row label="Urgent">Oui</Row> : null}
            </dl>
            <dl className="mt-3 divide-y divide-line border-t border-line text-sm">
              {order.priceLines.map((l, i) => (
                <div key={i} className="flex justify-between gap-4 py-2">
                  <dt className="text-muted">{l.label}</dt>
                  <dd className="text-right whitespace-nowrap text-ink tabular-nums">{formatEuros(l.amountCents)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 py-2.5 text-base font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums" data-testid="summary-total">
                  {formatEuros(order.totalCents)}
                </dd>
              </div>
            </dl>
          </Section>

          <Section id="invoice-title" title="Facture" icon={FileText}>
            <InvoiceDownload invoice={invoice} paid={order.paidAt !== null} />
            {creditNotes.length > 0 ? (
              <div className="mt-4 border-t border-line pt-4">
                <CreditNotes notes={creditNotes} totalCents={order.totalCents} />
              </div>
            ) : null}
          </Section>

          {refund ? (
            <Section id="refund-title" title="Remboursement" icon={RotateCcw} tone="text-accent">
              <RefundPanel
                orderId={order.orderId}
                clientEmail={order.clientEmail}
                paidCents={refund.paidCents}
                remainingCents={refund.remainingCents}
                provider={refund.provider}
                formKey={refund.formKey}
                refunds={refund.refunds}
                onRefunded={refresh}
              />
            </Section>
          ) : null}

          <Section id="history-title" title="Historique" icon={History}>
            <StatusHistory entries={order.history} />
          </Section>
        </aside>
      </div>
    </AdminShell>
  );
}
