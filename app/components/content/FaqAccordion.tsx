import * as Accordion from '@radix-ui/react-accordion';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { searchable } from '../../../core/html-text';
import { arabicSearchable } from '../../../core/arabic-search';
import { localizedPath } from '../../../core/messages/pages';
import { FaqEntry } from './faq/FaqEntry';
import { FaqToolbar } from './faq/FaqToolbar';
import { useOpenFromHash } from './faq/useOpenFromHash';
import type { FaqItem } from './types';
import type { Lang } from '../../../core/messages';
import { useT } from '../../lib/i18n';

/**
 * Case- and accent-free text; « assermenté(e) » is searched as « certifié(e) », the word the
 * FAQ shows (spec 5 wording rule), since visitors often type the former.
 */
const normalise = (text: string) => searchable(text).replace(/assermente/g, 'certifie');

/** Arabic entries: vowel marks, hamza seats, ta marbuta and alef maqsura ignored too (decision 034). */
const NORMALISE: Record<Lang, (text: string) => string> = { fr: normalise, ar: arabicSearchable };

/**
 * The FAQ list (spec 2 and 4): a search over questions and answers (case and
 * accents ignored), one answer open at a time unless « Tout déplier », deep
 * links by #slug. Every answer is in the server HTML (hidden while closed),
 * so search engines read the whole FAQ.
 */
export function FaqAccordion({
  items,
  lang,
  isAdmin,
  onChanged,
}: {
  items: FaqItem[];
  lang: Lang;
  isAdmin: boolean;
  onChanged: () => void;
}) {
  const t = useT();
  const fold = NORMALISE[lang];
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const [allMode, setAllMode] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const terms = fold(query).split(' ').filter(Boolean);
  const haystacks = useMemo(
    () => new Map(items.map((i) => [i.slug, fold(`${i.question} ${i.answerText}`)])),
    [items, fold],
  );
  const visible =
    terms.length === 0 ? items : items.filter((i) => terms.every((t) => haystacks.get(i.slug)!.includes(t)));
  const allOpen = visible.length > 0 && visible.every((i) => open.includes(i.slug));

  useOpenFromHash({ itemsRef, allMode, setQuery, setOpen });

  function onValueChange(next: string[]) {
    const opened = next.filter((v) => !open.includes(v));
    // One answer at a time, unless the visitor asked for all of them.
    setOpen(opened.length > 0 && !allMode ? opened : next);
  }

  function toggleAll() {
    if (allOpen) {
      setOpen([]);
      setAllMode(false);
    } else {
      setOpen(visible.map((i) => i.slug));
      setAllMode(true);
    }
  }

  return (
    <div>
      <FaqToolbar
        query={query}
        onQuery={setQuery}
        allOpen={allOpen}
        onToggleAll={toggleAll}
        nothingVisible={visible.length === 0}
        isAdmin={isAdmin}
        lang={lang}
      />

      <p
        id="faq-compte"
        aria-live="polite"
        className={terms.length > 0 ? 'mt-4 text-sm font-medium text-muted' : 'sr-only'}
        data-testid="faq-count"
      >
        {terms.length > 0 ? t('faqPage.found', { count: visible.length }) : ''}
      </p>

      {visible.length === 0 && terms.length > 0 ? (
        <div className="card mt-6 text-muted" data-testid="faq-no-result">
          <p>
            {t('faqPage.noResult', { query: query.trim() })}{' '}
            <Link to={localizedPath(lang, '/contact')} className="font-semibold text-brand underline">
              {t('faqPage.askUs')}
            </Link>
            .
          </p>
        </div>
      ) : null}

      {items.length === 0 ? (
        <p className="card mt-6 text-muted">{t('faqPage.empty')}</p>
      ) : (
        <Accordion.Root
          type="multiple"
          value={open}
          onValueChange={onValueChange}
          className="mt-6 grid gap-3"
          data-testid="faq-list"
        >
          {visible.map((item) => (
            <FaqEntry key={item.id} item={item} lang={lang} isAdmin={isAdmin} onChanged={onChanged} />
          ))}
        </Accordion.Root>
      )}
    </div>
  );
}
