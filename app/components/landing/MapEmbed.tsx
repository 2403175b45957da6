import { ExternalLink } from 'lucide-react';
import { BUSINESS } from '../../../core/business';
import { osmUrls } from './format';

/** The map's words, in the page's language: the catalogue's `landingCards.map*` (app/content/pages/landing-shared.ts mapLabels). */
export interface MapEmbedLabels {
  title: string;
  open: string;
  newTab: string;
}

/** OpenStreetMap centred on the office (the only third-party frame the CSP allows). */
export function MapEmbed({ labels }: { labels: MapEmbedLabels }) {
  const { embed, full } = osmUrls(BUSINESS.geo);
  return (
    <figure className="flex h-full flex-col">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface-2 shadow-sm">
        <iframe
          src={embed}
          title={labels.title}
          loading="lazy"
          width="640"
          height="420"
          referrerPolicy="strict-origin-when-cross-origin"
          className="block h-80 w-full border-0 sm:h-[26rem]"
        />
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        {/* Isolated: in an Arabic page « 12 rue… » would otherwise show its number last. */}
        <bdi lang="fr">
          {BUSINESS.address.street}, {BUSINESS.address.postalCode} {BUSINESS.address.city}
        </bdi>
        <a
          href={full}
          className="inline-flex items-center gap-1.5 font-medium text-brand underline"
          rel="noopener"
          target="_blank"
        >
          {labels.open}
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">{labels.newTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
