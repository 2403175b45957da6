import { expect, test } from '@playwright/test';
import { adminInbox, adminReplies, guestPage, openChat, sendFromPanel } from './chat-helpers';
import { expectNoProblems, gotoHydrated, watchConsole } from './helpers';

/**
 * Issue 30: a tab opened before the chat started had no socket, so the admin's reply never lit its
 * dot until a reload (2 runs of 2). Every open tab of the visitor learns of the conversation.
 */
test('a tab opened before the chat started, then moved to another page, shows the unread dot without a reload', async ({
  browser,
  baseURL,
}) => {
  const { context, page: early } = await guestPage(browser, baseURL!);
  const problems = watchConsole(early);
  await early.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(early, '/');
  // No conversation yet: this tab holds only the chat button, no widget and no socket.
  await expect(early.getByTestId('chat-toggle')).toBeVisible();
  await expect(early.getByTestId('chat-widget')).toHaveCount(0);
  const admin = await adminInbox(browser, baseURL!);

  // Another tab of the same visitor (same cookie) starts the chat.
  const writer = await context.newPage();
  problems.push(...watchConsole(writer));
  await gotoHydrated(writer, '/');
  await openChat(writer);
  const text = `Deux onglets ${Date.now()}`;
  await sendFromPanel(writer, text);

  // The first tab moves on by the site's menu (no reload), then the translator answers.
  await early.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(early).toHaveURL(/\/services$/);
  await adminReplies(admin.page, text, 'Bonjour, je vous réponds dans les deux onglets.');
  await expect(early.getByTestId('chat-unread')).toBeVisible();
  // The writing tab shows the reply in its open panel; the dot waits on the other one, phone-sized too.
  await expect(writer.getByTestId('chat-theirs').filter({ hasText: 'dans les deux onglets' })).toBeVisible();
  await early.setViewportSize({ width: 390, height: 844 });
  await expect(early.getByTestId('chat-unread')).toBeVisible();
  const panel = await openChat(early);
  await expect(panel.getByTestId('chat-theirs').filter({ hasText: 'dans les deux onglets' })).toBeVisible();
  await expect(early.getByTestId('chat-unread')).toHaveCount(0);
  await expectNoProblems(problems);
  await admin.context.close();
  await context.close();
});
