import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, skipCookieBanner } from './helpers';

/**
 * Issue 30: the closed chat button never rests on data or a submit button — the home price
 * table's « Délai » column and its first amount, the login button, the FAQ chevrons, the /devis
 * e-mail field — where the page opens, where each is scrolled into view, and at the page's end
 * (decision 070). Checked as a finger would find them: what is at the element's centre is the
 * element, and the button's box does not meet it.
 */
const PAGES: { path: string; parts: string[] }[] = [
  { path: '/', parts: ['[data-testid="home-price-row"] td:last-child', '[data-testid="home-price"] >> nth=0'] },
  { path: '/login', parts: ['[data-testid="login-form"] button[type="submit"]'] },
  { path: '/faq', parts: ['[data-faq-trigger] svg'] },
  { path: '/devis', parts: ['[data-testid="email-input"]'] },
];

/** '' when the part is wholly on screen, clear of the chat button and the topmost thing at its centre; else what is wrong. */
function whatCovers(part: Locator): Promise<string> {
  return part.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const chat = document.querySelector('[data-testid="chat-toggle"]')!.getBoundingClientRect();
    if (chat.width > 0 && r.left < chat.right && chat.left < r.right && r.top < chat.bottom && chat.top < r.bottom)
      return `the chat button's box meets it (${Math.round(r.top)}–${Math.round(r.bottom)} px)`;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top && (top === el || el.contains(top) || top.contains(el)) ? '' : `under ${top?.outerHTML.slice(0, 60)}`;
  });
}

/** Resting: the button moves once the page has been still for a moment (no fixed wait: polled). */
async function expectClear(page: Page, part: Locator, where: string) {
  await expect.poll(() => whatCovers(part), { message: `${where} on ${page.url()}` }).toBe('');
}

/** At the page's end nothing one taps or reads in a table lies under the button. */
async function expectEndClear(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const c = document.querySelector('[data-testid="chat-toggle"]')!.getBoundingClientRect();
        const hit = [0.1, 0.5, 0.9].flatMap((fx) =>
          [0.1, 0.5, 0.9].map((fy) =>
            document
              .elementsFromPoint(c.left + c.width * fx, c.top + c.height * fy)
              .find((el) => !el.closest('.site-dock'))
              ?.closest('a[href], button, input, select, textarea, summary, td, th'),
          ),
        );
        return hit.filter(Boolean).map((el) => el!.outerHTML.slice(0, 60));
      }),
    )
    .toEqual([]);
}

for (const lang of ['fr', 'ar'] as const) {
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`${lang}, ${width} × ${height}: the chat button rests on no figure, field or button of the named parts`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await skipCookieBanner(page, baseURL!);
      for (const { path, parts } of PAGES) {
        const url = lang === 'ar' ? `/ar${path === '/' ? '' : path}` : path;
        await gotoHydrated(page, url);
        await expect(page.getByTestId('chat-toggle')).toBeVisible();
        for (const selector of parts) {
          const all = page.locator(selector);
          const count = await all.count();
          expect(count, `${selector} on ${url}`).toBeGreaterThan(0);
          // Where the page opens: what is on screen there.
          for (let i = 0; i < count; i++) {
            const part = all.nth(i);
            if (await part.isVisible()) {
              const onScreen = await part.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight);
              if (onScreen) await expectClear(page, part, `${selector} #${i} as the page opens`);
            }
          }
          // Each scrolled into view, as the visitor brings it there.
          for (let i = 0; i < count; i++) {
            const part = all.nth(i);
            if (!(await part.isVisible())) continue;
            await page.evaluate(() => window.scrollTo(0, 0));
            await part.scrollIntoViewIfNeeded();
            await expectClear(page, part, `${selector} #${i} scrolled into view`);
          }
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await expectEndClear(page);
      }
      // A reload where it opens keeps it clear too.
      await gotoHydrated(page, lang === 'ar' ? '/ar/faq' : '/faq');
      await page.reload();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expectClear(page, page.locator('[data-faq-trigger] svg').first(), 'the first chevron after a reload');

      // Mid-list, a chevron brought level with the button, where every spot above is a question too:
      // the list keeps the button's column free on phones, so no chevron or question lies under it.
      const chevrons = page.locator('[data-faq-trigger] svg');
      await chevrons.nth(Math.floor((await chevrons.count()) / 2)).evaluate((el) => {
        const chat = document.querySelector('[data-testid="chat-toggle"]')!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - (chat.top + chat.height / 2));
      });
      await expect
        .poll(() =>
          page.evaluate(() => {
            const c = document.querySelector('[data-testid="chat-toggle"]')!.getBoundingClientRect();
            const under = [...document.querySelectorAll('[data-faq-trigger] svg, [data-faq-trigger] > span')].filter(
              (el) => {
                const r = el.getBoundingClientRect();
                return r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom;
              },
            );
            return under.map((el) => el.textContent?.slice(0, 40) || 'a chevron');
          }),
        )
        .toEqual([]);
    });
  }
}
