import { expect, test, type Page } from '@playwright/test';
import { guestPage, openChat, sendFromPanel } from './chat-helpers';
import { expectNoProblems, gotoHydrated, seriousA11yViolations, watchConsole, reviewShot } from './helpers';

/**
 * Issue 15: once in three full runs, a chat test waited in vain for the greeting while the panel said
 * « Erreur lors de la configuration du chat ». A server busy for over 10 s (here: the answer withheld)
 * left the widget on that error for good; a session call lost on the network did the same, without
 * even the greeting. The widget now tries again by itself, and offers « Réessayer » when it gives up.
 */

const isSocket = (url: URL) => url.pathname === '/socket.io/';
const isHello = (packet: string) => /^42\d*\["chat:hello"/.test(packet);

/**
 * The next `count` hellos the page sends never reach the server, on either Socket.IO transport
 * (long-polling posts, then the WebSocket): to the page, a server that does not answer.
 */
function withholdHellos(page: Page) {
  const state = { pending: 0, withheld: 0 };
  const take = (packet: string) => {
    if (!isHello(packet) || state.pending === 0) return false;
    state.pending -= 1;
    state.withheld += 1;
    return true;
  };
  void page.route(isSocket, async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== 'POST' || !body) return route.continue();
    // Engine.IO joins the packets of one post with a record separator; « 6 » is its no-op packet.
    const kept = body.split('\x1e').filter((packet) => !take(packet));
    return route.continue({ postData: kept.length > 0 ? kept.join('\x1e') : '6' });
  });
  void page.routeWebSocket(isSocket, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message !== 'string' || !take(message)) server.send(message);
    });
  });
  return {
    withhold(count: number) {
      state.pending = count;
      state.withheld = 0;
    },
    withheld: () => state.withheld,
  };
}

test.describe('the chat sets itself up again after a failure (issue 15)', () => {
  test('a hello left unanswered for 10 s is sent again: the history arrives, no error stays', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const { context, page } = await guestPage(browser, baseURL!);
    const problems = watchConsole(page);
    // The widget's 10 s wait, without spending them.
    await page.clock.install();
    const hellos = withholdHellos(page);
    await gotoHydrated(page, '/');
    await openChat(page);
    const text = `Avant le rechargement ${Date.now()}`;
    await sendFromPanel(page, text);

    // The returning visitor's page says hello at load; the server « does not answer ».
    hellos.withhold(1);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const panel = await openChat(page);
    await expect.poll(hellos.withheld).toBe(1);
    await expect(panel.getByTestId('chat-error')).toHaveCount(0);
    await page.clock.fastForward(10_500);
    // The hello went again and was answered: the conversation is back, without an error.
    await expect(panel.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    await expect(panel.getByTestId('chat-error')).toHaveCount(0);
    await expect(panel.getByTestId('chat-contact-offer')).toBeVisible();

    // Three unanswered hellos: the error, with « Réessayer », which loads it all again.
    hellos.withhold(3);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const again = await openChat(page);
    for (let sent = 1; sent <= 3; sent++) {
      await expect.poll(hellos.withheld).toBe(sent);
      await page.clock.fastForward(10_500);
    }
    await expect(again.getByTestId('chat-error')).toHaveText(
      'Erreur lors de la configuration du chat. Veuillez réessayer.',
    );
    await again.getByTestId('chat-retry').click();
    await expect(again.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    await expect(again.getByTestId('chat-error')).toHaveCount(0);
    await expect(again.getByTestId('chat-retry')).toHaveCount(0);
    await expectNoProblems(problems);
    await context.close();
  });

  test('a session call lost on the network is made again: the greeting shows and the visitor can write', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await guestPage(browser, baseURL!);
    // The first look at load and the first setup on opening both fail, as on a phone losing its signal.
    const failed = { GET: 0, POST: 0 };
    await page.route('**/api/chat/session', async (route) => {
      const method = route.request().method() as 'GET' | 'POST';
      if (failed[method] > 0) return route.continue();
      failed[method] += 1;
      return route.abort('internetdisconnected');
    });
    await gotoHydrated(page, '/');
    const panel = await openChat(page);
    await expect(panel.getByTestId('chat-welcome')).toContainText('répond ici même');
    await expect(panel.getByTestId('chat-error')).toHaveCount(0);
    expect(failed).toEqual({ GET: 1, POST: 1 });
    await sendFromPanel(page, `Après une coupure ${Date.now()}`);
    await context.close();
  });

  for (const { lang, path, width, height, scheme, title, error, retry, welcome } of [
    {
      lang: 'fr',
      path: '/',
      width: 1280,
      height: 800,
      scheme: 'light',
      title: "Besoin d'aide ?",
      error: 'Erreur lors de la configuration du chat. Veuillez réessayer.',
      retry: 'Réessayer',
      welcome: 'répond ici même',
    },
    {
      lang: 'ar',
      path: '/ar',
      width: 390,
      height: 844,
      scheme: 'dark',
      title: 'هل تحتاجون إلى مساعدة؟',
      error: 'حدث خطأ أثناء تهيئة المحادثة. يُرجى المحاولة من جديد.',
      retry: 'إعادة المحاولة',
      welcome: 'مرحبًا',
    },
  ] as const) {
    test(`${lang}, ${width} px, ${scheme}: a setup that keeps failing says so with « Réessayer », which works once the network is back`, async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      const { context, page } = await guestPage(browser, baseURL!);
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      let down = true;
      await page.route('**/api/chat/session', (route) =>
        down ? route.abort('internetdisconnected') : route.continue(),
      );
      await gotoHydrated(page, path);
      const panel = await openChat(page);
      await expect(panel.getByTestId('chat-error')).toHaveText(error, { timeout: 15_000 });
      const button = panel.getByTestId('chat-retry');
      await expect(button).toHaveText(retry);
      // The hours are unknown, not closed: the panel does not say « Chat fermé », and offers the contact form.
      await expect(panel.getByTestId('chat-title')).toHaveText(title);
      await expect(panel.getByTestId('chat-subtitle').getByRole('link')).toBeVisible();
      await expect(button).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reviewShot(page, { path: `test-results/chat-setup/retry-${lang}-${width}-${scheme}.png` });

      down = false;
      await button.click();
      await expect(panel.getByTestId('chat-welcome')).toContainText(welcome);
      await expect(panel.getByTestId('chat-error')).toHaveCount(0);
      const text = `${lang === 'ar' ? 'مرحبًا' : 'Bonjour'} ${Date.now()}`;
      await sendFromPanel(page, text);
      // A reload finds the conversation set up after the retry.
      await page.reload();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      const again = await openChat(page);
      await expect(again.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
      await context.close();
    });
  }
});

/** The widget's code is held back until the returned function lets it through. */
async function holdWidgetCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ChatWidget-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the chat button is one button from the first paint to the loaded widget (issue 15)', () => {
  // Once in 36 runs a click on the chat button did nothing: it was pressed on the placeholder
  // button and released on the widget's, which replaced it as its code arrived.
  test('the button pressed while the widget loads is the button that opens it, and stays', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await guestPage(browser, baseURL!);
    const problems = watchConsole(page);
    const release = await holdWidgetCode(page);
    await gotoHydrated(page, '/faq');
    const toggle = page.getByTestId('chat-toggle');
    const first = await toggle.elementHandle();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await expect(page.getByTestId('chat-welcome')).toBeVisible();
    // The same element throughout: a press and its release always land on one button.
    expect(await first!.evaluate((button) => button.isConnected)).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy');
    // It closes the panel, and opens it again.
    await first!.click();
    await expect(page.getByTestId('chat-panel')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await expectNoProblems(problems);
    await context.close();
  });

  test('for a visitor with a conversation, the widget loading at idle keeps the button under the pointer', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await guestPage(browser, baseURL!);
    await gotoHydrated(page, '/faq');
    await openChat(page);
    await sendFromPanel(page, `Bonjour ${Date.now()}`);
    // Next page: the widget loads by itself once the browser is idle; its code is held back.
    const release = await holdWidgetCode(page);
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const first = await page.getByTestId('chat-toggle').elementHandle();
    release();
    await expect(page.getByTestId('chat-widget')).toBeAttached();
    expect(await first!.evaluate((button) => button.isConnected)).toBe(true);
    await first!.click();
    await expect(page.getByTestId('chat-panel').getByTestId('chat-mine')).toHaveCount(1);
    await context.close();
  });
});
