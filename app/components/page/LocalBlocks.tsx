import { Check, MapPin, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { LandingBlock } from '../../content/pages/model';
import { ContactCard } from '../landing/ContactCard';
import { FaqList } from '../landing/FaqList';
import { InlineText } from './InlineText';

/** The blocks of a local page (/traduction-arabe-dijon): documents by family, the area served, questions. */

type Of<K extends LandingBlock['kind']> = Extract<LandingBlock, { kind: K }>;

/** Cards with a heading and a ticked list each. */
export function Groups({ block }: { block: Of<'groups'> }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {block.groups.map((group) => (
        <div key={group.title} className="card">
          <h3 className="text-lg font-semibold">{group.title}</h3>
          <ul className="mt-4 space-y-2.5">
            {group.items.map((item) => (
              <li key={item} className="flex gap-2.5 text-ink">
                <Check className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

const CHIP = 'rounded-full px-3.5 py-1.5 text-sm font-medium';

/** The towns served as chips, a remark for those further away, and the office's card with two buttons. */
export function Area({ block }: { block: Of<'area'> }) {
  const [write, map] = block.actions;
  return (
    <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
      <div>
        <p className="text-lg leading-relaxed text-muted">
          <InlineText text={block.text} />
        </p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={block.townsLabel}>
          {block.towns.map((town) => (
            // Town names as their signs write them: isolated, so an Arabic page keeps their letters in order.
            <li key={town} dir="auto" className={`${CHIP} border border-line bg-surface text-ink`}>
              {town}
            </li>
          ))}
          {block.wider.map((area) => (
            <li key={area} className={`${CHIP} bg-brand-soft text-brand`}>
              {area}
            </li>
          ))}
        </ul>
        <div className="mt-8 rounded-2xl border border-line bg-surface-2/60 p-6">
          <h3 className="flex items-center gap-2.5 text-lg font-semibold">
            <Truck className="h-5 w-5 shrink-0 text-brand rtl:-scale-x-100" aria-hidden="true" />
            {block.aside.title}
          </h3>
          <p className="mt-2 leading-relaxed text-muted">{block.aside.text}</p>
        </div>
      </div>
      <ContactCard labels={block.labels}>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
          <Link to={write.to} className="btn-primary flex-1">
            {write.label}
          </Link>
          <Link to={map.to} className="btn-secondary flex-1">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {map.label}
          </Link>
        </div>
      </ContactCard>
    </div>
  );
}

/** Questions folded under their answers; a link in an answer looks like one. */
export function Faq({ block }: { block: Of<'faq'> }) {
  return (
    <FaqList
      items={block.items.map((item) => ({
        question: item.question,
        answer: (
          <p className="[&_a]:font-medium [&_a]:text-brand [&_a]:underline">
            <InlineText text={item.answer} />
          </p>
        ),
      }))}
    />
  );
}
