import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, ExternalLink, Link2, Search, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { searchable } from '../../../core/html-text';
import { arabicSearchable } from '../../../core/arabic-search';
import { localizedPath } from '../../../core/messages/pages';
import { AdminLinks } from './AdminLinks';
import { AdminLanguage } from './AdminLanguage';
import type { FaqItem } from './types';
import { RichText } from './RichText';
import { tr, type Lang } from '../../../core/messages';
import { useT } from '../../lib/i18n';

/** Spec 9: the question named in the hash opens, then scrolls into view, after 100 ms. */
const HASH_DELAY_MS = 100;

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

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function openFromHash() {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      if (!slug || !itemsRef.current.some((i) => i.slug === slug)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        setQuery('');
        setOpen((current) => (current.includes(slug) ? current : [...(allMode ? current : []), slug]));
        requestAnimationFrame(() => {
          const target = document.getElementById(slug);
          target?.scrollIntoView({
            block: 'start',
            behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
          });
          target?.querySelector<HTMLButtonElement>('[data-faq-trigger]')?.focus({ preventScroll: true });
        });
      }, HASH_DELAY_MS);
    }
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', openFromHash);
    };
    // allMode is read when the hash changes; re-subscribing on each toggle would re-open the hash target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('faqPage.searchPlaceholder')}
              autoComplete="off"
              className="field-input ps-11 pe-11 [&::-webkit-search-cancel-button]:hidden"
              aria-describedby="faq-compte"
              data-testid="faq-search"
            />
            {query ? (
              <button
                type="button"
                onClick={() => setQuery('')}
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
            onClick={toggleAll}
            disabled={visible.length === 0}
            data-testid="faq-toggle-all"
          >
            {allOpen ? t('faqPage.collapseAll') : t('faqPage.expandAll')}
          </button>
          {isAdmin ? (
            <Link to={lang === 'ar' ? '/faq/new?langue=ar' : '/faq/new'} className="btn-primary" data-testid="faq-add">
              {t('faqPage.add')}
            </Link>
          ) : null}
        </div>
      </div>

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
            <Accordion.Item
              key={item.id}
              value={item.slug}
              id={item.slug}
              className="scroll-mt-24 rounded-2xl border border-line bg-surface shadow-sm data-[state=open]:border-brand/40"
              data-testid="faq-item"
            >
              <Accordion.Header asChild>
                <h2 className="font-sans text-base">
                  <Accordion.Trigger
                    data-faq-trigger
                    className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start font-semibold text-ink hover:text-brand max-md:pe-16 sm:px-6"
                  >
                    <span>{item.question}</span>
                    <ChevronDown
                      className="h-5 w-5 shrink-0 text-brand transition-transform duration-200 group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content
                forceMount
                className="px-5 pb-5 data-[state=closed]:hidden sm:px-6"
                data-testid="faq-answer"
              >
                {/* Spec 9: an answer is at most 600 px high; a longer one scrolls, and the keyboard can scroll it too. */}
                <div
                  className="max-h-[600px] overflow-y-auto border-t border-line pt-4"
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable answer is reached by keyboard
                  tabIndex={0}
                >
                  <RichText html={item.answerHtml} className="text-base text-muted" testId="faq-answer-html" />
                </div>
                <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 text-sm sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-wrap gap-x-5 gap-y-2">
                    <a
                      href={`#${item.slug}`}
                      className="inline-flex items-center gap-1.5 text-brand underline"
                      aria-label={t('faqPage.directLinkLabel', { question: item.question })}
                    >
                      <Link2 className="h-4 w-4" aria-hidden="true" />
                      {t('faqPage.directLink')}
                    </a>
                    <Link
                      to={`${lang === 'ar' ? '/ar' : ''}/faq/${item.slug}`}
                      className="inline-flex items-center gap-1.5 text-brand underline"
                      aria-label={t('faqPage.questionPageLabel', { question: item.question })}
                    >
                      <ExternalLink className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                      {t('faqPage.questionPage')}
                    </Link>
                  </div>
                  {isAdmin ? (
                    <AdminLanguage kind="faq" lang={lang} translationId={item.translationId} translateFrom={item.id} />
                  ) : null}
                  {isAdmin ? (
                    <AdminLinks
                      kind="faq"
                      editTo={`/faq/${item.id}/edit`}
                      deleteUrl={`/api/qr/${item.id}`}
                      confirm={tr('faq.confirmDelete')}
                      subject={item.question}
                      onDeleted={onChanged}
                    />
                  ) : null}
                </div>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </div>
  );
}
