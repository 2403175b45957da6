import { expect, test, type Page } from '@playwright/test';
import { ADMIN, guestPage, openChat, sendFromPanel, signedInContext } from './chat-helpers';
import { expectNoProblems, gotoHydrated, watchConsole } from './helpers';

/** The tones the page asked Web Audio for, counted by the init script below. */
const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);

/**
 * Decision 069: the admin's phone plays the new-message chime once she allowed it with « Activer le
 * son » (browsers want that gesture); the choice survives a reload, and « Son activé » turns it off.
 */
test('the inbox sounds new visitor messages once « Activer le son » is clicked, remembered after a reload', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const context = await signedInContext(browser, baseURL!, ADMIN.email, ADMIN.password, false);
  // Every tone the chime plays is an oscillator: count them, the sound itself still plays.
  await context.addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__tones += 1;
      return create.call(this);
    };
  });
  const admin = await context.newPage();
  const problems = watchConsole(admin);
  await admin.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(admin, '/admin/dashboard');
  const sound = admin.getByTestId('chat-inbox').getByTestId('chat-sound');
  await expect(sound).toHaveText('Activer le son');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');

  const { context: guestContext, page: guest } = await guestPage(browser, baseURL!);
  await gotoHydrated(guest, '/');
  await openChat(guest);
  /** The visitor writes; the inbox shows it (its chime, if any, was asked for just before). */
  const visitorWrites = async (text: string) => {
    await sendFromPanel(guest, text);
    await expect(admin.getByTestId('conversation').filter({ hasText: text })).toBeVisible();
  };
  const run = Date.now();

  // Not allowed yet: silence.
  await visitorWrites(`Premier message ${run}`);
  expect(await tones(admin)).toBe(0);

  // The click allows it, says so, and plays the chime once so she hears it works.
  await sound.click();
  await expect(sound).toHaveText('Son activé');
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  const afterClick = await tones(admin);
  expect(afterClick).toBeGreaterThan(0);
  await visitorWrites(`Deuxième message ${run}`);
  await expect.poll(() => tones(admin)).toBeGreaterThan(afterClick);

  // Remembered in this browser: after a reload, on a desk-sized screen too.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.reload();
  await expect(admin.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(sound).toHaveText('Son activé');
  expect(await tones(admin)).toBe(0);
  await visitorWrites(`Troisième message ${run}`);
  await expect.poll(() => tones(admin)).toBeGreaterThan(0);

  // Turned off: the next message is silent again.
  await sound.click();
  await expect(sound).toHaveText('Activer le son');
  const before = await tones(admin);
  await visitorWrites(`Quatrième message ${run}`);
  expect(await tones(admin)).toBe(before);
  await expectNoProblems(problems);
  await guestContext.close();
  await context.close();
});
