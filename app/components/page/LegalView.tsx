import type { LegalPageText } from '../../content/pages/legal-model';
import { LegalPage } from '../LegalPage';
import { InlineText } from './InlineText';
import { LegalBlocks } from './LegalBlocks';
import { LegalSummaryView } from './LegalSummaryView';

/**
 * Any legal page, in either language (issue 26): the French text with its table of contents, or
 * the Arabic summary under its binding-text notice. Words from app/content/pages, via the loader.
 */
export function LegalView({ page }: { page: LegalPageText }) {
  if (page.lang !== 'fr') return <LegalSummaryView page={page} />;
  return (
    <LegalPage
      title={page.title}
      crumb={page.crumb}
      path={page.path}
      eyebrow={page.eyebrow}
      lead={page.lead}
      updated={page.updated}
      numbered={page.numbered}
      frame={page.frame}
      summary={page.summary?.map((item) => (
        <InlineText key={item} text={item} />
      ))}
      sections={page.articles.map((a) => ({ id: a.id, title: a.title, body: <LegalBlocks blocks={a.blocks} /> }))}
    />
  );
}
