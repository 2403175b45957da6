import { useT } from '../../lib/i18n';
import { RichText } from './RichText';

/**
 * The French original beside the editor of its Arabic version (decision 034), so the translator
 * writes one next to the other. Read-only; French, left to right, whatever the editor's side.
 */
export function OriginalPanel({ title, html, summary }: { title: string; html?: string; summary?: string }) {
  const t = useT();
  return (
    <aside className="card grid gap-3" lang="fr" dir="ltr" aria-labelledby="version-francaise" data-testid="original">
      <h2 id="version-francaise" className="eyebrow">
        {t('adminContent.frenchVersion')}
      </h2>
      <p className="text-lg font-semibold text-ink">{title}</p>
      {summary ? <p className="text-muted">{summary}</p> : null}
      {html ? <RichText html={html} className="text-base text-muted" /> : null}
    </aside>
  );
}
