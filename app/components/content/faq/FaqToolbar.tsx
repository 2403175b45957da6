import { Search, X } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '../../../../core/messages';
import { useAdminListWords } from '../../../lib/admin-list-words';
import { useT } from '../../../lib/i18n';

/** Above the FAQ: the search, « Tout déplier / replier », and « Ajouter » for the admin. */
export function FaqToolbar({
  query,
  onQuery,
  allOpen,
  onToggleAll,
  nothingVisible,
  isAdmin,
  lang,
}: {
  query: string;
  onQuery: (query: string) => void;
  allOpen: boolean;
  onToggleAll: () => void;
  nothingVisible: boolean;
  isAdmin: boolean;
  lang: Lang;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="w-full sm:max-w-md">
        <label htmlFor="faq-recherche" className="field-label">
          {t('faqPage.searchLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id="faq-recherche"
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder={t('faqPage.searchPlaceholder')}
            autoComplete="off"
            className="field-input ps-11 pe-11 [&::-webkit-search-cancel-button]:hidden"
            aria-describedby="faq-compte"
            data-testid="faq-search"
          />
          {query ? (
            <button
              type="button"
              onClick={() => onQuery('')}
              className="absolute end-1.5 top-1/2 -translate-y-1/2 rounded-md p-2 text-muted hover:text-brand"
              aria-label={t('faqPage.clearSearch')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          onClick={onToggleAll}
          disabled={nothingVisible}
          data-testid="faq-toggle-all"
        >
          {allOpen ? t('faqPage.collapseAll') : t('faqPage.expandAll')}
        </button>
        {isAdmin ? <AddQuestion lang={lang} /> : null}
      </div>
    </div>
  );
}

/** The admin's « Ajouter », in the back office's French on /ar/faq too (decision 034): a new Arabic question there. */
function AddQuestion({ lang }: { lang: Lang }) {
  const words = useAdminListWords();
  return (
    <Link to={lang === 'ar' ? '/faq/new?langue=ar' : '/faq/new'} className="btn-primary" data-testid="faq-add">
      {words.addQuestion}
    </Link>
  );
}
