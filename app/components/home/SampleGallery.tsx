import type { MouseEvent } from 'react';

/** Served as is from public/ (see there why it is not bundled). */
const LIGHTBOX = '/js/sample-lightbox.js';

/**
 * The sample pairs (Arabic original beside its French translation) and their lightbox, whose HTML
 * comes from the loader (app/.server/sample-grid.tsx). A click or Enter on a thumbnail loads the
 * lightbox's script then and opens it; before that, or without scripts, the link opens the image.
 */
export function SampleGallery({ html }: { html: string }) {
  const open = (e: MouseEvent) => {
    const link = (e.target as Element).closest<HTMLElement>('a[data-i]');
    if (!link) return;
    e.preventDefault();
    void import(/* @vite-ignore */ LIGHTBOX).then((m: { open: (from: HTMLElement) => void }) => m.open(link));
  };
  // The clicks are the links' own (Enter on a link clicks it): nothing here needs a key handler.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div onClick={open} dangerouslySetInnerHTML={{ __html: html }} />;
}
