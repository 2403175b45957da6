import { ArrowLeft, FileText, History, RotateCcw, Send, Truck, Workflow } from 'lucide-react';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin-order-detail';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { CreditNotes } from '../components/account/CreditNotes';
import { InvoiceDownload } from '../components/account/InvoiceDownload';
import { AdminShell } from '../components/admin/AdminShell';
import { ConfirmationEmailButton } from '../components/admin/orders/ConfirmationEmailButton';
import { orderDetailForPage, type OrderDetailPageData } from '../.server/admin-orders';
import { StatusHistory } from '../components/admin/orders/StatusHistory';
import { RefundPanel } from '../components/admin/orders/RefundPanel';
import { Section } from '../components/admin/orders/DetailSection';
import { CustomerRequest } from '../components/admin/orders/detail/CustomerRequest';
import { OrderLead } from '../components/admin/orders/detail/OrderLead';
import { OrderSummary } from '../components/admin/orders/detail/OrderSummary';
import { TranslationsSection } from '../components/admin/orders/detail/TranslationsSection';
import { PaymentAnomalyAlert } from '../components/admin/orders/PaymentAnomalyAlert';
import { StatusPanel } from '../components/admin/orders/StatusPanel';
import { ShippingPanel } from '../components/admin/orders/ShippingPanel';
import { seo } from '../lib/seo';
import { t, tr } from '../../core/messages';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.order
      ? tr('adminOrderDetail.orderTitle', { id: args.data.order.orderId })
      : tr('adminOrderDetail.detailTitle'),
    description: tr('adminOrderDetail.detailDescription'),
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

type LoaderData = OrderDetailPageData & { loadError: string | null };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    const page = await orderDetailForPage(context.db, params.id);
    // The back office is the translator's, in French.
    if (!page.order) return data<LoaderData>({ ...page, loadError: t('fr', 'order.notFound') }, { status: 404 });
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
        loadError: t('fr', 'adminOrderDetail.detailFailed'),
      },
      { status: 500 },
    );
  }
}

/** Drawn with the page, so its words are read when it shows. */
const BackLink = () => (
  <Link to="/admin/orders" className="btn-secondary">
    <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
    {tr('adminOrderDetail.backToOrders')}
  </Link>
);

export default function AdminOrderDetail({ loaderData, params }: Route.ComponentProps) {
  const { order, linkDays, invoice, today, creditNotes, refund, loadError } = loaderData;
  const revalidator = useRevalidator();
  const refresh = async () => {
    await revalidator.revalidate();
  };
  const crumbs = [
    { name: tr('adminOrder.ordersTitle'), path: '/admin/orders' },
    { name: order?.orderId ?? params.id, path: `/admin/order-admin-details/${order?.orderId ?? params.id}` },
  ];

  if (!order) {
    return (
      <AdminShell title={tr('adminOrderDetail.detailTitle')} crumbs={crumbs} actions={<BackLink />}>
        <p role="alert" className="font-medium text-danger" data-testid="order-error">
          {loadError ?? tr('adminOrderDetail.detailFailed')}
        </p>
      </AdminShell>
    );
  }

  return (
    <AdminShell
      title={tr('adminOrderDetail.orderTitle', { id: order.orderId })}
      crumbs={crumbs}
      actions={<BackLink />}
      lead={<OrderLead order={order} today={today} />}
    >
      {order.paymentAnomaly ? (
        <PaymentAnomalyAlert anomaly={{ ...order.paymentAnomaly, orderId: order.orderId }} onChecked={refresh} />
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* What she needs first: what the customer asked and sent; then the delivery; prices and history last. */}
        <div className="space-y-6">
          <CustomerRequest order={order} />

          <TranslationsSection order={order} onChanged={refresh} />

          <Section id="email-title" title={tr('adminOrderDetail.sectionEmail')} icon={Send}>
            <ConfirmationEmailButton
              orderId={order.orderId}
              clientEmail={order.clientEmail}
              fileUrls={order.fileAdmin.map((f) => f.url)}
              linkDays={linkDays}
            />
          </Section>
        </div>

        <aside className="space-y-6">
          <Section id="status-title" title={tr('adminOrderDetail.sectionStatus')} icon={Workflow}>
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

          <OrderSummary order={order} />

          <Section id="invoice-title" title={tr('adminOrderDetail.sectionInvoice')} icon={FileText}>
            <InvoiceDownload invoice={invoice} paid={order.paidAt !== null} />
            {creditNotes.length > 0 ? (
              <div className="mt-4 border-t border-line pt-4">
                <CreditNotes notes={creditNotes} totalCents={order.totalCents} />
              </div>
            ) : null}
          </Section>

          {refund ? (
            <Section id="refund-title" title={tr('adminOrderDetail.sectionRefund')} icon={RotateCcw} tone="text-accent">
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

          <Section id="history-title" title={tr('adminOrderDetail.sectionHistory')} icon={History}>
            <StatusHistory entries={order.history} />
          </Section>
        </aside>
      </div>
    </AdminShell>
  );
}
