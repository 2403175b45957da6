import { Link } from 'react-router';
import { SideScroll } from './SideScroll';
import { tr } from '../../../core/messages';

export interface FilterTab {
  key: string;
  label: string;
  count?: number;
  /** Where the tab leads (same page, other query). */
  to: string;
}

/**
 * Filters of a list as links (the filter lives in the URL: shareable,
 * back button works). Scrolls sideways on a phone rather than wrapping, and shows that it does.
 */
export function FilterTabs({
  label,
  tabs,
  current,
  testId,
}: {
  label: string;
  tabs: FilterTab[];
  current: string;
  testId?: string;
}) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <SideScroll testId={testId ? `${testId}-row` : undefined}>
        <ul className="flex min-w-max gap-2 pb-1">
          {tabs.map((tab) => {
            const active = tab.key === current;
            return (
              <li key={tab.key}>
                <Link
                  to={tab.to}
                  preventScrollReset
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium no-underline transition-colors md:min-h-9 ${
                    active
                      ? 'border-brand bg-brand text-on-brand'
                      : 'border-line bg-surface text-ink hover:border-brand hover:text-brand'
                  }`}
                >
                  {tab.label}
                  {tab.count !== undefined ? (
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-on-brand/20 text-on-brand' : 'bg-surface-2 text-muted'}`}
                      aria-label={tr('adminShared.items', { count: tab.count })}
                    >
                      {tab.count}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </SideScroll>
    </nav>
  );
}
