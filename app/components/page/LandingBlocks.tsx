import { ArrowRight, Check, Info, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import type { LandingBlock } from '../../content/pages/model';
import { ContactCard } from '../landing/ContactCard';
import { PriceCard } from '../landing/PriceCard';
import { FeatureCard } from '../landing/Section';
import { Steps } from '../landing/Steps';
import { PAGE_ICONS } from './icons';
import { InlineText } from './InlineText';
import { Area, Faq, Groups } from './LocalBlocks';
import { Links, Profile, Visit } from './ProfileBlocks';

/** One block of a landing section (app/content/pages/model.ts), drawn with the landing components. */
function Block({ block }: { block: LandingBlock }) {
  switch (block.kind) {
    case 'paragraphs':
      return (
        <div className="space-y-6">
          {block.paragraphs.map((p) => (
            // A link in the prose must look like one (« vérifier en ligne » on /legalisation).
            <p key={p} className="max-w-3xl text-lg leading-relaxed text-muted [&_a]:text-brand [&_a]:underline">
              <InlineText text={p} />
            </p>
          ))}
        </div>
      );
    case 'items':
      return (
        <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item} className="card flex gap-3 p-4 leading-relaxed">
              <Check className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
              <span>
                <InlineText text={item} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <Steps
          steps={block.steps.map((s) => ({ ...s, icon: s.icon ? PAGE_ICONS[s.icon] : undefined }))}
          layout={block.layout}
        />
      );
    case 'numbered':
      return <Numbered block={block} />;
    case 'rows':
      return <Rows block={block} />;
    case 'prices':
      return (
        <div className="grid gap-6 md:grid-cols-2 md:gap-y-0">
          {block.cards.map((card, i) => (
            <PriceCard
              key={card.title}
              {...card}
              icon={PAGE_ICONS[card.icon]}
              highlight={i === 0}
              labels={block.labels}
            />
          ))}
        </div>
      );
    case 'notice':
      return (
        <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex gap-3 text-sm leading-relaxed text-muted">
            <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
            <span>
              <InlineText text={block.text} />
            </span>
          </p>
          <Link to={block.action.to} className="btn-primary shrink-0">
            {block.action.label}
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      );
    case 'fineprint':
      return <p className="max-w-3xl text-sm leading-relaxed text-muted">{block.text}</p>;
    case 'cards':
      return (
        <div className="grid gap-6 md:grid-cols-2">
          {block.cards.map((card) => (
            <div key={card.title} className="card">
              <p className="eyebrow">{card.eyebrow}</p>
              <h3 className="mt-2 text-xl font-semibold">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">
                <InlineText text={card.text} />
              </p>
            </div>
          ))}
        </div>
      );
    case 'band':
      return <Band block={block} />;
    case 'contact':
      return (
        <div className="max-w-md">
          <ContactCard labels={block.labels} />
        </div>
      );
    case 'split':
      return <Split block={block} />;
    case 'features':
      return (
        <div className={`grid gap-6 ${FEATURE_COLUMNS[block.columns]}`}>
          {block.cards.map((card) => (
            <FeatureCard key={card.title} icon={PAGE_ICONS[card.icon]} title={card.title} tone={card.tone}>
              <p>
                <InlineText text={card.text} />
              </p>
            </FeatureCard>
          ))}
        </div>
      );
    case 'delays':
      return <Delays block={block} />;
    case 'profile':
      return <Profile block={block} />;
    case 'links':
      return <Links block={block} />;
    case 'visit':
      return <Visit block={block} />;
    case 'groups':
      return <Groups block={block} />;
    case 'area':
      return <Area block={block} />;
    case 'faq':
      return <Faq block={block} />;
  }
}

function Numbered({ block }: { block: Extract<LandingBlock, { kind: 'numbered' }> }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {block.steps.map((step, i) => (
        <li key={step.title} className="card flex gap-4 p-5">
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <span>
            <span className="block font-semibold text-ink">{step.title}</span>
            <span className="mt-1 block leading-relaxed text-muted">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function Rows({ block }: { block: Extract<LandingBlock, { kind: 'rows' }> }) {
  return (
    <dl className="card max-w-2xl divide-y divide-line p-0" data-testid="delay-rows">
      {block.rows.map((row) => (
        <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-3">
          <dt className="text-ink">{row.label}</dt>
          <dd className="font-semibold text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const FEATURE_COLUMNS = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

function Split({ block }: { block: Extract<LandingBlock, { kind: 'split' }> }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
      <div className="space-y-4 text-lg leading-relaxed text-muted">
        {block.paragraphs.map((p) => (
          <p key={p}>
            <InlineText text={p} />
          </p>
        ))}
      </div>
      <aside className="card border-accent/40 bg-accent-soft" aria-label={block.aside.title}>
        <p className="flex items-center gap-2 font-semibold text-ink">
          <Lightbulb className="h-5 w-5 text-accent" aria-hidden="true" />
          {block.aside.title}
        </p>
        <ul className="mt-3 list-disc space-y-2 ps-5 leading-relaxed text-ink">
          {block.aside.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

function Delays({ block }: { block: Extract<LandingBlock, { kind: 'delays' }> }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-start">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        <table className="w-full text-start">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-surface-2 text-sm text-muted">
            <tr>
              {block.headers.map((h) => (
                <th key={h} scope="col" className="px-4 py-3 text-start font-semibold sm:px-5">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-4 py-3.5 text-start font-normal text-ink sm:px-5">
                  {row.label}
                </th>
                <td className="px-4 py-3.5 font-medium text-ink sm:px-5 sm:whitespace-nowrap">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="card">
        <h3 className="text-xl font-semibold">{block.card.title}</h3>
        <p className="mt-2 leading-relaxed text-muted">
          <InlineText text={block.card.text} />
        </p>
        <Link to={block.card.action.to} className="btn-secondary mt-5 w-full">
          {block.card.action.label}
        </Link>
      </div>
    </div>
  );
}

function Band({ block }: { block: Extract<LandingBlock, { kind: 'band' }> }) {
  const Icon = PAGE_ICONS[block.icon];
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-surface text-accent">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-lg font-semibold">{block.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-ink">
            <InlineText text={block.text} />
          </p>
        </div>
      </div>
      <Link to={block.action.to} className="btn-secondary shrink-0">
        {block.action.label}
      </Link>
    </div>
  );
}

/** Space above a block: the boxed remark under the price cards, and steps under cards, stand a little further off. */
const SPACE_ABOVE: Partial<Record<LandingBlock['kind'], string>> = { notice: 'mt-8', steps: 'mt-10' };

/** A section's blocks, one under the other. */
export function LandingBlocks({ blocks }: { blocks: LandingBlock[] }) {
  if (blocks.length === 1 && blocks[0]) return <Block block={blocks[0]} />;
  return (
    <>
      {blocks.map((block, i) => (
        <div key={i} className={i === 0 ? undefined : (SPACE_ABOVE[block.kind] ?? 'mt-6')}>
          <Block block={block} />
        </div>
      ))}
    </>
  );
}
