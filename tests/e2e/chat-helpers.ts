import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { clientAddress, gotoHydrated, skipCookieBanner } from './helpers';

import { ADMIN } from './fixtures';
// The chat specs take the shared identities from here with the chat helpers (defined once, in fixtures.ts).
export { ADMIN, PASSWORD, uniqueEmail } from './fixtures';

/** A browser context signed in as `email` (registered first when `register`), consent given. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  register: boolean,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookieConsent', value: 'essential', url: baseURL }]);
  const headers = { 'x-forwarded-for': clientAddress() };
  if (register)
    expect((await context.request.post('/api/auth/register', { data: { email, password }, headers })).status()).toBe(
      201,
    );
  const path = email === ADMIN.email ? '/api/auth/admin/login' : '/api/auth/login';
  expect((await context.request.post(path, { data: { email, password }, headers })).status()).toBe(200);
  return context;
}

/** A page whose requests are signed in as the admin (for API calls; navigate it to see pages). */
export async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await signedInContext(browser, baseURL, ADMIN.email, ADMIN.password, false);
  return context.newPage();
}

/** The admin dashboard, signed in, with the live inbox connected. */
export async function adminInbox(browser: Browser, baseURL: string, account = ADMIN) {
  const context = await signedInContext(browser, baseURL, account.email, account.password, false);
  const page = await context.newPage();
  await gotoHydrated(page, '/admin/dashboard');
  const inbox = page.getByTestId('chat-inbox');
  // Loaded: the list, or its one line when nobody has written yet (the pane collapses, issue 30).
  await expect(
    inbox.getByText('Conversations', { exact: true }).or(inbox.getByTestId('no-conversation')),
  ).toBeVisible();
  return { context, page, inbox };
}

/** Opens the visitor's panel (the widget loads on that click). */
export async function openChat(page: Page) {
  await page.getByTestId('chat-toggle').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** Sends from the visitor's panel and waits for the server's acknowledgement (« Envoi… » gone). */
export async function sendFromPanel(page: Page, text: string) {
  const panel = page.getByTestId('chat-panel');
  await panel.getByTestId('chat-input').fill(text);
  await panel.getByTestId('chat-input').press('Enter');
  await expect(panel.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
  // Acknowledged by the server: the first message creates the conversation, and on a loaded
  // machine, with other tabs connecting, that took over 5 s once in a full run.
  await expect(panel.getByText('Envoi…')).toHaveCount(0, { timeout: 15_000 });
}

/** The admin opens the conversation whose preview shows `text` and replies `reply`. */
export async function adminReplies(admin: Page, text: string, reply: string) {
  const inbox = admin.getByTestId('chat-inbox');
  await inbox.getByTestId('conversation').filter({ hasText: text }).getByRole('button').first().click();
  await expect(inbox.getByTestId('visitor-message').filter({ hasText: text })).toBeVisible();
  await inbox.getByTestId('admin-chat-input').fill(reply);
  await inbox.getByTestId('admin-chat-input').press('Enter');
  await expect(inbox.getByTestId('admin-message').filter({ hasText: reply })).toBeVisible();
}

export async function guestPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await skipCookieBanner(page, baseURL);
  return { context, page };
}
