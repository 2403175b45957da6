/** What /admin/factures lists, read from and written to its URL. */
export interface InvoicesPageFilters {
  q: string;
  /** First and last day (YYYY-MM-DD, Paris), both included; empty: no bound. */
  from: string;
  to: string;
  page: number;
}

/** The page's URL for a set of filters (page 1 and empty values left out). */
export function invoicesHref(filters: Partial<InvoicesPageFilters>): string {
  const q = new URLSearchParams();
  if (filters.q) q.set('q', filters.q);
  if (filters.from) q.set('from', filters.from);
  if (filters.to) q.set('to', filters.to);
  if (filters.page && filters.page > 1) q.set('page', String(filters.page));
  const s = q.toString();
  return s ? `/admin/factures?${s}` : '/admin/factures';
}
