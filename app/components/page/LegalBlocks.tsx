import type { LegalBlock } from '../../content/pages/legal-model';
import { Facts, ResponsiveTable } from '../LegalPage';
import { InlineText } from './InlineText';

/** The blocks of a French legal article (app/content/pages/legal-model.ts), in `prose-page` markup. */
export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (typeof block === 'string') {
          return (
            <p key={i}>
              <InlineText text={block} />
            </p>
          );
        }
        if ('h3' in block) return <h3 key={i}>{block.h3}</h3>;
        if ('box' in block) {
          return (
            <div key={i} className="rounded-xl border border-line bg-surface-2 px-5 py-1 text-[0.9375rem]">
              <LegalBlocks blocks={block.box} />
            </div>
          );
        }
        if ('facts' in block) {
          return (
            <Facts key={i} items={block.facts.map((f) => ({ term: f.term, value: <InlineText text={f.value} /> }))} />
          );
        }
        if ('table' in block) {
          const { label, headers, rows } = block.table;
          return (
            <ResponsiveTable
              key={i}
              label={label}
              headers={headers}
              rows={rows.map((cells, r) => ({
                key: String(r),
                cells: cells.map((cell, c) => <InlineText key={c} text={cell} />),
              }))}
            />
          );
        }
        const List = 'ul' in block ? 'ul' : 'ol';
        const items = 'ul' in block ? block.ul : block.ol;
        return (
          <List key={i}>
            {items.map((item) => (
              <li key={item}>
                <InlineText text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
