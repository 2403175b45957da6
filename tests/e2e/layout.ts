import { expect, type Locator, type Page } from '@playwright/test';

/** Geometry checks the visual journeys share: what overlaps what, and sideways scrolling. */

export type Box = { x: number; y: number; width: number; height: number };

export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box; fails when it has none (hidden or detached). */
export async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

/**
 * The page is no wider than its window: nothing to scroll sideways (a phone's commonest defect).
 * Polled for a few seconds: right after a resize, a loaded machine may not have laid the page out
 * again yet (CI once caught /ar/cookies 419 px wide at 390 px, fine on the retry); a real overflow stays.
 */
export async function expectNoHorizontalScroll(page: Page) {
  const widths = () =>
    page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  await expect
    .poll(async () => {
      const { scrollWidth, innerWidth } = await widths();
      return scrollWidth <= innerWidth
        ? 'fits'
        : `page ${page.url()} is ${scrollWidth}px wide in a ${innerWidth}px window`;
    })
    .toBe('fits');
}
