import { ArrowRight, CreditCard, FileLock, Landmark, Languages, Mail, ShieldCheck, Stamp } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../core/business';
import type { HomePageText } from '../../.server/home-page';
import { InitialsAvatar } from './InitialsAvatar';

type HeroText = HomePageText['hero'];

const BADGE_ICONS = [ShieldCheck, CreditCard, FileLock] as const;
const FACT_ICONS = [Landmark, Languages, Stamp, Mail] as const;

/** Faint eight-pointed star lattice, drawn inline so it costs no request. */
function Pattern() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full text-brand opacity-[0.07] dark:opacity-[0.09]"
    >
      <defs>
        <pattern id="home-hero-pattern" width="64" height="64" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.2">
            <rect x="16" y="16" width="32" height="32" />
            <rect x="16" y="16" width="32" height="32" transform="rotate(45 32 32)" />
            <circle cx="32" cy="32" r="6" />
          </g>
        </pattern>
        <linearGradient id="home-hero-fade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0.35" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" />
        </linearGradient>
        <mask id="home-hero-mask">
          <rect width="100%" height="100%" fill="url(#home-hero-fade)" />
        </mask>
      </defs>
      <rect width="100%" height="100%" fill="url(#home-hero-pattern)" mask="url(#home-hero-mask)" />
    </svg>
  );
}

function CredentialCard({ text }: { text: HeroText['card'] }) {
  const b = BUSINESS;
  const facts = text.facts.map((fact, i) => ({ icon: FACT_ICONS[i]!, text: fact }));
  return (
    <div className="card relative hidden p-7 shadow-xl shadow-brand/5 lg:block">
      <div className="flex items-center gap-4 border-b border-line pb-5">
        <InitialsAvatar
          name={b.translatorName}
          colors="bg-brand text-on-brand"
          className="h-14 w-14 font-serif text-xl"
        />
        <div>
          <p className="font-serif text-xl font-semibold text-ink">{b.translatorName}</p>
          <p className="text-sm text-muted">{text.title}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-4 text-[0.9375rem]">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <span className="pt-1 text-ink/90">{text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink">
        <span className="font-semibold text-accent">{text.since}</span> {text.clients}
      </p>
    </div>
  );
}

export function HomeHero({ text, links }: { text: HeroText; links: { order: string; contact: string } }) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-surface-2/60">
      <Pattern />
      <div className="container-page relative grid items-center gap-12 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:py-20">
        <div>
          <p className="eyebrow">{text.eyebrow}</p>
          <h1 className="mt-4 text-[2.375rem] leading-[1.1] font-semibold tracking-tight sm:text-5xl lg:text-[3.25rem]">
            {text.titleStart} <span className="whitespace-nowrap">{text.titlePair}</span> {text.titleEnd}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-muted sm:text-lg">{text.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={links.order} className="btn-primary px-6 py-3.5 text-base">
              {text.order}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
            <Link to={links.contact} className="btn-secondary px-6 py-3.5 text-base">
              {text.contact}
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-3 text-sm text-ink/90 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {text.badges.map((label, i) => {
              const Icon = BADGE_ICONS[i]!;
              return (
                <li key={label} className="flex items-start gap-2">
                  <Icon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                  <span>{label}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <CredentialCard text={text.card} />
      </div>
    </section>
  );
}
