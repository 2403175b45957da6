/** Where the admin downloads one invoice (the number is the whole key). */
export const adminInvoicePdfUrl = (number: string) => `/api/admin/invoices/${number}/pdf`;

/** Where the customer downloads an order's invoice: the order's access rule applies. */
export const customerInvoiceUrl = (orderId: string) => `/api/services/orders/${orderId}/invoice`;

/** Where the customer downloads one of an order's credit notes (same access rule). */
export const customerCreditNoteUrl = (orderId: string, number: string) =>
  `/api/services/orders/${orderId}/credit-notes/${number}`;

/** The accountant's ZIP of what the admin list shows (same filters). */
export function adminInvoicesZipUrl(filters: { q?: string; from?: string | null; to?: string | null }): string {
  const q = new URLSearchParams();
  if (filters.q) q.set('q', filters.q);
  if (filters.from) q.set('from', filters.from);
  if (filters.to) q.set('to', filters.to);
  const s = q.toString();
  return s ? `/api/admin/invoices/zip?${s}` : '/api/admin/invoices/zip';
}
