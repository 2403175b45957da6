import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '../../../core/messages/languages';
import { useAdminListWords } from '../../lib/admin-list-words';

/**
 * For the admin, on each list item (decision 034): the entry's language, and its version in the
 * other language — to edit, or to write when a French entry has none. Back office: French words,
 * sent with the root data (core/messages/fr/admin-lists.ts).
 */
export function AdminLanguage({
  kind,
  lang,
  translationId,
  translateFrom,
}: {
  kind: 'faq' | 'article';
  lang: Lang;
  translationId: string | null;
  /** What /…/new?traduction= takes for this entry: its id (FAQ) or slug (article). */
  translateFrom: string;
}) {
  const words = useAdminListWords();
  const edit = (id: string) => (kind === 'faq' ? `/faq/${id}/edit` : `/blog/edit/${id}`);
  const create = `${kind === 'faq' ? '/faq' : '/blog'}/new?traduction=${encodeURIComponent(translateFrom)}`;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="admin-language">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-0.5 font-medium text-ink">
        <Languages className="h-3.5 w-3.5" aria-hidden="true" />
        <span className="sr-only">{words.language} </span>
        {lang === 'ar' ? words.arabic : words.french}
      </span>
      {translationId ? (
        <Link to={edit(translationId)} className="text-brand underline" data-testid="admin-other-version">
          {lang === 'ar' ? words.frenchVersion : words.arabicVersion}
        </Link>
      ) : lang === 'fr' ? (
        <Link to={create} className="text-brand underline" data-testid="admin-add-arabic">
          {words.addArabic}
        </Link>
      ) : null}
    </p>
  );
}
