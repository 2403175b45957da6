import {
  ArrowRight,
  CreditCard,
  ExternalLink,
  FileLock,
  Landmark,
  Languages,
  Mail,
  ShieldCheck,
  Stamp,
} from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../core/business';
import { Portrait } from '../Portrait';
import { HomePriceLine, HomePriceTable, type HomePricesText } from './HomePrices';

/** The hero's words, as the home page's loader builds them (app/.server/home-page.ts). */
export interface HeroText {
  eyebrow: string;
  titleStart: string;
  titlePair: string;
  titleEnd: string;
  text: string;
  order: string;
  contact: string;
  prices: HomePricesText;
  badges: [string, string, string];
  card: {
    title: string;
    court: string;
    checkList: string;
    newTab: string;
    facts: [string, string, string];
    since: string;
    clients: string;
  };
}

const BADGE_ICONS = [ShieldCheck, CreditCard, FileLock] as const;
const FACT_ICONS = [Languages, Stamp, Mail] as const;

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

/**
 * Who she is and how to check it: her portrait, her registration with the court of appeal (with
 * the court's published list) and the year of her oath. Shown on phones too, under the hero text.
 */
function CredentialCard({ text }: { text: HeroText['card'] }) {
  const b = BUSINESS;
  const facts = text.facts.map((fact, i) => ({ icon: FACT_ICONS[i]!, text: fact }));
  return (
    <section
      aria-labelledby="carte-experte"
      className="card relative p-5 shadow-xl shadow-brand/5 sm:p-7"
      data-testid="credential-card"
    >
      <div className="flex items-center gap-4 border-b border-line pb-5">
        <Portrait className="h-16 w-16 sm:h-20 sm:w-20" />
        <div>
          <h2 id="carte-experte" className="font-serif text-xl font-semibold text-ink">
            {b.translatorName}
          </h2>
          <p className="text-sm text-muted">{text.title}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-4 text-[0.9375rem]">
        <li className="flex gap-3">
          <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
            <Landmark className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="pt-1 text-ink/90">
            {text.court}{' '}
            <a
              href={b.courtExpertsListUrl}
              target="_blank"
              rel="noopener noreferrer"
              hrefLang="fr"
              className="font-medium text-brand underline"
              data-testid="court-list-link"
            >
              {text.checkList}
              <ExternalLink className="ms-1 inline h-3.5 w-3.5 align-[-0.125em]" aria-hidden="true" />
              <span className="sr-only"> {text.newTab}</span>
            </a>
          </span>
        </li>
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
    </section>
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
          <HomePriceLine text={text.prices.line} />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={links.order} className="btn-primary px-6 py-3.5 text-base">
              {text.order}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
            <Link to={links.contact} className="btn-secondary px-6 py-3.5 text-base">
              {text.contact}
            </Link>
          </div>
          <HomePriceTable text={text.prices} servicesPath={links.order} />
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
