import { tr } from '../../../core/messages';
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
 * On a phone the table is laid out as cards (display: block), which drops the native table
 * semantics in Chromium and Safari: the explicit roles give them back to screen readers. */
export interface Column<T> {
  /** Stable key of the column. */
  id: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  /** The row's title on a phone (shown first, larger, without its label). One column at most. */
  primary?: boolean;
  /** Extra classes for the cells of the column at table width (widths, alignment). */
  className?: string;
}

/**
 * The back office's list: a table from the medium breakpoint up, one card per
 * row on a phone (the primary column as its title, each other value beside
 * its column name, actions at the bottom).
 * A single DOM serves both; the explicit roles keep it a table for screen
 * readers once the cells are displayed as blocks.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  empty,
  rowClassName,
  testId,
  rowTestId,
}: {
  /** Names the table for screen readers (not shown). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The row's buttons; null leaves the cell empty (and out of the card on a phone). */
  actions?: (row: T) => React.ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty: React.ReactNode;
  rowClassName?: (row: T) => string;
  testId?: string;
  rowTestId?: string;
}) {
  if (rows.length === 0) {
    return (
      <div className="card text-center text-muted" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty}
      </div>
    );
  }
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-surface md:shadow-sm">
      <table role="table" className="block w-full text-sm md:table md:border-collapse" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="hidden md:table-header-group">
          <tr role="row" className="border-b border-line bg-surface-2/60">
            {columns.map((c) => (
              <th
                key={c.id}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
            {actions ? (
              <th
                role="columnheader"
                scope="col"
                className="px-4 py-3 text-right text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {tr('adminShared.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
          {rows.map((row) => {
            const rowActions = actions?.(row) ?? null;
            return (
              <tr
                key={rowKey(row)}
                role="row"
                className={`flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0 ${rowClassName?.(row) ?? ''}`}
                data-testid={rowTestId}
              >
                {columns.map((c) =>
                  c.primary ? (
                    <td
                      key={c.id}
                      role="cell"
                      className={`order-first block pb-2 text-base font-semibold [overflow-wrap:anywhere] md:order-none md:[overflow-wrap:break-word] md:table-cell md:px-4 md:py-3 md:align-middle md:text-sm md:font-medium ${c.className ?? ''}`}
                    >
                      {c.cell(row)}
                    </td>
                  ) : (
                    <td
                      key={c.id}
                      role="cell"
                      data-label={c.header}
                      className={`flex items-baseline justify-between gap-4 py-1.5 text-right before:shrink-0 before:text-left before:font-medium before:text-muted before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:text-left md:align-middle md:before:content-none ${c.className ?? ''}`}
                    >
                      <span className="min-w-0 [overflow-wrap:anywhere] md:[overflow-wrap:break-word]">
                        {c.cell(row)}
                      </span>
                    </td>
                  ),
                )}
                {actions ? (
                  <td
                    role="cell"
                    className={`mt-3 border-t border-line pt-3 md:mt-0 md:table-cell md:border-t-0 md:px-4 md:py-3 md:align-middle ${rowActions ? 'block' : 'hidden'}`}
                  >
                    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">{rowActions}</div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Size of the buttons of a row, added to btn-secondary…: compact in a table, a 44 px touch target on a phone. */
export const ROW_BUTTON = 'min-h-11 px-3 py-2 md:min-h-0 md:py-1.5';
