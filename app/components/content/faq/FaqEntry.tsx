import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, ExternalLink, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Lang } from '../../../../core/messages';
import { useT } from '../../../lib/i18n';
import { AdminLanguage } from '../AdminLanguage';
import { AdminLinks } from '../AdminLinks';
import { RichText } from '../RichText';
import type { FaqItem } from '../types';

/**
 * One question of the FAQ: its answer (in the server HTML even while closed), a direct link, its
 * own page, and the admin's tools.
 */
export function FaqEntry({
  item,
  lang,
  isAdmin,
  onChanged,
}: {
  item: FaqItem;
  lang: Lang;
  isAdmin: boolean;
  onChanged: () => void;
}) {
  const t = useT();
  return (
    <Accordion.Item
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
      <Accordion.Content forceMount className="px-5 pb-5 data-[state=closed]:hidden sm:px-6" data-testid="faq-answer">
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
              subject={item.question}
              onDeleted={onChanged}
            />
          ) : null}
        </div>
      </Accordion.Content>
    </Accordion.Item>
  );
}
