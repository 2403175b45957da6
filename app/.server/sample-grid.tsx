import { renderToStaticMarkup } from 'react-dom/server';
import { SAMPLE_HEIGHT, SAMPLE_SIDES, SAMPLE_WIDTH, sampleImage } from '../content/samples';

interface GridItem {
  slug: string;
  name: string;
  alts: [string, string];
}

/** The lightbox's words, in the page's language (the `sample` domain). */
interface LightboxText {
  original: string;
  translation: string;
  dialog: string;
  close: string;
  previous: string;
  next: string;
  showTranslation: string;
  showOriginal: string;
  /** « {{current}} sur {{total}} » */
  position: string;
}

const ROUND = 'grid size-11 shrink-0 place-items-center rounded-full';
const CLOSE = `${ROUND} bg-white/10 hover:bg-white/20`;
/** On a phone the arrows sit over the image's edges, leaving it the whole width. */
const SIDE = `${ROUND} absolute top-1/2 z-10 -translate-y-1/2 bg-neutral-800/90 shadow sm:static sm:translate-y-0 sm:bg-white/10 sm:hover:bg-white/20`;

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current stroke-2 rtl:-scale-x-100">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The sample pairs' grid and their lightbox (a closed <dialog>) as HTML, written here on the
 * server: neither has state, and kept out of the home page's script (whose budget is full) they
 * cost it nothing. Each thumbnail links to its full-size image; public/js/sample-lightbox.js, loaded
 * on the first click, fills the dialog from the thumbnails (`data-i` is each image's place in order).
 */
export function sampleGridHtml(items: GridItem[], text: LightboxText): string {
  return renderToStaticMarkup(
    <>
      <ul id="sample-grid" className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {items.map((s, i) => (
          <li key={s.slug}>
            <figure className="h-full rounded-2xl border border-line bg-surface p-3 shadow-sm">
              <div className="grid grid-cols-2 gap-2">
                {SAMPLE_SIDES.map((side, j) => (
                  <a
                    key={side}
                    href={sampleImage(s.slug, side, 'full')}
                    data-i={i * 2 + j}
                    className="group block overflow-hidden rounded-lg border border-line bg-surface-2"
                  >
                    <img
                      src={sampleImage(s.slug, side, 'thumb')}
                      width={SAMPLE_WIDTH}
                      height={SAMPLE_HEIGHT}
                      loading="lazy"
                      decoding="async"
                      alt={s.alts[j]}
                      className="h-auto w-full transition-transform group-hover:scale-[1.03] dark:brightness-[0.92]"
                    />
                    <span
                      aria-hidden="true"
                      className="block border-t border-line px-1 py-1 text-center text-xs text-muted group-hover:text-brand"
                    >
                      {j ? text.translation : text.original}
                    </span>
                  </a>
                ))}
              </div>
              <figcaption className="mt-3 px-1 text-center text-sm font-medium text-ink">{s.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        id="sample-box"
        aria-modal="true"
        aria-labelledby="sample-box-title"
        data-original={text.original}
        data-translation={text.translation}
        data-show-original={text.showOriginal}
        data-show-translation={text.showTranslation}
        data-position={text.position}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-neutral-950 p-0 text-white backdrop:bg-black/70"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-start gap-3 px-4 py-3">
            <h2 id="sample-box-title" className="flex-1 text-base leading-snug font-semibold text-white">
              <span className="sr-only">{text.dialog}&nbsp;: </span>
              <span data-box="title" /> <span data-box="position" className="font-normal text-white/75" />
            </h2>
            <button type="button" data-go="close" aria-label={text.close} className={CLOSE}>
              <Icon d="M6 6l12 12M18 6 6 18" />
            </button>
          </div>
          <div
            data-box="swipe"
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-1 select-none sm:gap-3 sm:px-3"
          >
            <button type="button" data-go="-1" aria-label={text.previous} className={`${SIDE} start-1`}>
              <Icon d="m15 18-6-6 6-6" />
            </button>
            <img
              alt=""
              draggable={false}
              className="max-h-full min-w-0 flex-1 rounded bg-white object-contain shadow-2xl sm:flex-none"
            />
            <button type="button" data-go="1" aria-label={text.next} className={`${SIDE} end-1`}>
              <Icon d="m9 18 6-6-6-6" />
            </button>
          </div>
          <div className="flex justify-center px-4 py-3">
            <button
              type="button"
              data-go="flip"
              className="rounded-full bg-white px-5 py-2 font-medium text-neutral-900"
            />
          </div>
        </div>
      </dialog>
    </>,
  );
}
