import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../core/business';
import type { LandingBlock } from '../../content/pages/model';
import { ContactCard } from '../landing/ContactCard';
import { MapEmbed } from '../landing/MapEmbed';
import { Portrait } from '../Portrait';
import { PAGE_ICONS } from './icons';
import { InlineText } from './InlineText';

/** The blocks of /about (issue 26), kept apart from LandingBlocks.tsx to keep each file short. */

type Of<K extends LandingBlock['kind']> = Extract<LandingBlock, { kind: K }>;

/** The translator's card beside her path and the regions whose dialects she reads. */
export function Profile({ block }: { block: Of<'profile'> }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[20rem_1fr] lg:items-start">
      <div className="card text-center">
        <Portrait className="mx-auto h-36 w-36" />
        <p className="mt-4 font-serif text-xl font-semibold text-ink">{BUSINESS.translatorName}</p>
        <p className="mt-1 text-sm text-muted">{block.title}</p>
        <ul className="mt-5 space-y-2.5 text-start text-sm">
          {block.facts.map((fact) => {
            const Icon = PAGE_ICONS[fact.icon];
            return (
              <li key={fact.text} className="flex gap-2.5 text-ink">
                <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                {fact.text}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="space-y-4 text-[1.0625rem] leading-relaxed text-muted">
        {block.paragraphs.map((p) => (
          <p key={p}>
            <InlineText text={p} />
          </p>
        ))}
        <ul className="grid gap-3 pt-2 sm:grid-cols-2">
          {block.regions.map((r) => (
            <li key={r.name} className="rounded-xl border border-line bg-surface px-4 py-3">
              <span className="block font-semibold text-ink">{r.name}</span>
              <span className="text-sm text-muted">{r.detail}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const TONES = { accent: 'bg-accent-soft text-accent', brand: 'bg-brand-soft text-brand' };

/** Cards leading to another page, an icon beside each. */
export function Links({ block }: { block: Of<'links'> }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {block.cards.map((card) => {
        const Icon = PAGE_ICONS[card.icon];
        return (
          <div key={card.title} className="card flex flex-col gap-4 sm:flex-row sm:items-start">
            <span
              className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${TONES[card.tone ?? 'brand']}`}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">
                <InlineText text={card.text} />
              </p>
              <Link
                to={card.action.to}
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand underline"
              >
                {card.action.label}
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The office's card, a button under it, beside the map. */
export function Visit({ block }: { block: Of<'visit'> }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr] lg:items-start">
      <ContactCard labels={block.labels.contact}>
        <Link to={block.action.to} className="btn-primary w-full">
          {block.action.label}
        </Link>
      </ContactCard>
      <MapEmbed labels={block.labels.map} />
    </div>
  );
}
