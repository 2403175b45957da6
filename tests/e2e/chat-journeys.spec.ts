import { expect, test } from '@playwright/test';
import { adminInbox, adminReplies, guestPage, openChat, sendFromPanel } from './chat-helpers';
import { expectNoProblems, gotoHydrated, watchConsole, reviewShot } from './helpers';
import { waitForMail } from './mailbox';

/** The admin writes in the conversation already open in the inbox. */
async function adminSays(admin: import('@playwright/test').Page, reply: string) {
  const inbox = admin.getByTestId('chat-inbox');
  await inbox.getByTestId('admin-chat-input').fill(reply);
  await inbox.getByTestId('admin-chat-input').press('Enter');
  await expect(inbox.getByTestId('admin-message').filter({ hasText: reply })).toBeVisible();
}

test.describe('live chat as visitors use it', () => {
  test('a guest’s conversation follows them across reloads, pages and tabs; the unread dot waits on the next page; no setup error after 12 s', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const { context, page: watcher } = await guestPage(browser, baseURL!);
    const problems = [...watchConsole(watcher)];
    const admin = await adminInbox(browser, baseURL!);

    // Tab 1 opens the panel and stays open all along (the old widget showed a setup error ~10 s later).
    // Its clock is the page's own, moved on below instead of waiting 12 s (issue 32).
    await watcher.clock.install();
    await gotoHydrated(watcher, '/');
    const watcherPanel = await openChat(watcher);
    await expect(watcherPanel.getByTestId('chat-welcome')).toBeVisible();

    // Tab 2 of the same visitor writes, then reloads: the history is there.
    const page = await context.newPage();
    problems.push(...watchConsole(page));
    await gotoHydrated(page, '/services');
    await openChat(page);
    const text = `Bonjour, un extrait d’acte de mariage ? ${Date.now()}`;
    await sendFromPanel(page, text);
    await expect(watcherPanel.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    await adminReplies(admin.page, text, 'Bonjour ! Comptez 30 € par page.');
    await expect(page.getByTestId('chat-theirs').filter({ hasText: '30 € par page' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const afterReload = await openChat(page);
    await expect(afterReload.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    await expect(afterReload.getByTestId('chat-theirs').filter({ hasText: '30 € par page' })).toBeVisible();
    await expect(afterReload.getByTestId('chat-welcome')).toHaveCount(0);

    // The first tab, open for more than 12 s (every timer of the setup, the hello's 10 s included, has
    // fired), shows no error and got the reply live.
    await watcher.clock.runFor(12_500);
    await expect(watcherPanel.getByTestId('chat-error')).toHaveCount(0);
    await expect(watcherPanel.getByTestId('chat-theirs').filter({ hasText: '30 € par page' })).toBeVisible();

    // Both tabs close the panel; the visitor goes to another page; the translator answers meanwhile.
    await watcher.getByTestId('chat-toggle').click();
    await page.getByTestId('chat-toggle').click();
    await page.goto('/faq');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await adminSays(admin.page, 'Je peux vous la livrer demain.');
    await expect(page.getByTestId('chat-unread')).toBeVisible();
    await expect(watcher.getByTestId('chat-unread')).toBeVisible();
    // On the next page (a full load), the dot is still waiting; opening shows the reply and clears it.
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByTestId('chat-unread')).toBeVisible();
    const panel = await openChat(page);
    await expect(panel.getByTestId('chat-theirs').filter({ hasText: 'livrer demain' })).toBeVisible();
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByTestId('chat-widget')).toBeVisible();
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    // The other tab got the reply too.
    await watcher.getByTestId('chat-toggle').click();
    await expect(watcherPanel.getByTestId('chat-theirs')).toHaveCount(2);
    await expect(watcherPanel.getByTestId('chat-theirs')).toContainText([
      'Bonjour ! Comptez 30 € par page.',
      'Je peux vous la livrer demain.',
    ]);
    await expect(page.getByTestId('chat-error')).toHaveCount(0);
    await expectNoProblems(problems);
    await admin.context.close();
    await context.close();
  });

  test('typed while offline, messages are sent once back online, once each and in order', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await guestPage(browser, baseURL!);
    await gotoHydrated(page, '/');
    const panel = await openChat(page);
    await sendFromPanel(page, 'Premier message, en ligne');

    await context.setOffline(true);
    const offline = ['Deuxième, hors ligne', 'Troisième, hors ligne'];
    for (const text of offline) {
      await panel.getByTestId('chat-input').fill(text);
      await panel.getByTestId('chat-input').press('Enter');
      await expect(panel.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    }
    // Still waiting: nothing reached the server.
    await page.waitForTimeout(1500);
    await expect(panel.getByText('Envoi…')).toHaveCount(2);
    await context.setOffline(false);
    await expect(panel.getByText('Envoi…')).toHaveCount(0, { timeout: 20_000 });

    // What the server stored, as another load of the page shows it: each once, in order.
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const again = await openChat(page);
    await expect(again.getByTestId('chat-mine')).toHaveCount(3);
    await expect(again.getByTestId('chat-mine')).toContainText(['Premier message, en ligne', ...offline]);
    await context.close();
  });

  test('a guest leaves an address, confirms it from the e-mail; the reply reaches them, and its link takes the conversation over on a phone after one click', async ({
    browser,
    baseURL,
  }) => {
    // Three browser contexts and two e-mail round trips (one may wait for the ping timeout, below).
    test.setTimeout(120_000);
    const { context, page } = await guestPage(browser, baseURL!);
    const admin = await adminInbox(browser, baseURL!);
    await gotoHydrated(page, '/');
    const panel = await openChat(page);
    await expect(panel.getByTestId('chat-reply-time')).toHaveText('Réponse en général sous 15 min');
    await expect(panel.getByTestId('chat-contact-offer')).toHaveCount(0);
    const text = `Il me faut une apostille ${Date.now()}`;
    await sendFromPanel(page, text);
    const offer = panel.getByTestId('chat-contact-offer');
    await expect(offer).toContainText('pour recevoir la réponse si vous quittez le site');
    const email = `invite.${Date.now().toString(36)}@example.fr`;
    await offer.getByTestId('chat-contact-input').fill(email);
    await offer.getByRole('button', { name: 'Valider' }).click();
    await expect(panel.getByTestId('chat-contact-saved')).toContainText(email);
    // Anyone may type anyone's address (issue 29): « non vérifiée » for the guest and in the inbox.
    await expect(panel.getByTestId('chat-contact-unverified')).toContainText('Adresse non vérifiée');
    // Found by the address: once she has replied, the row's preview shows her reply, not the guest's text.
    const row = admin.inbox.getByTestId('conversation').filter({ hasText: email });
    await expect(row).toContainText(`${email} (non vérifiée)`);

    // The guest opens the confirmation link: a page; a reload; the button confirms.
    const confirmLink = await waitForMail(email, /(https?:\/\/\S+\/chat\/confirmer\/[A-Za-z0-9_-]{43})/);
    await page.goto(confirmLink);
    await page.reload();
    await page.getByTestId('chat-confirm-submit').click();
    await expect(page.getByTestId('chat-confirm-done')).toContainText('votre adresse est confirmée');
    await expect(row).not.toContainText('non vérifiée');
    // The guest closes the tab as a person does (its « pagehide » says goodbye to the chat). A goodbye
    // lost mid-poll is seen at Socket.IO's ping timeout instead (45 s), a disconnect like any other
    // (server/chat/replies.api.test.ts e-mails the reply after one).
    await page.close({ runBeforeUnload: true });
    await context.close();

    await adminReplies(admin.page, text, 'Oui, comptez une semaine.');
    const link = await waitForMail(email, /(https?:\/\/\S+\/chat\/reprendre\/[A-Za-z0-9_-]{43})/, { timeout: 60_000 });
    // On a phone: the page says whose conversation it is; opening it (and reloading) changes nothing.
    const other = await guestPage(browser, baseURL!);
    await other.page.setViewportSize({ width: 390, height: 844 });
    await other.page.goto(link);
    const card = other.page.getByTestId('chat-resume');
    await expect(card.getByTestId('chat-resume-whose')).toContainText('@example.fr');
    await expect(card.getByTestId('chat-resume-whose')).not.toContainText(email);
    await other.page.reload();
    await reviewShot(other.page, { path: '/tmp/chatsec-resume-phone-fr.png', fullPage: true });
    await card.getByTestId('chat-resume-submit').click();
    // Lands on /?chat=ouvert, which the page then takes off the address (a reload does not open it again).
    await expect(other.page).toHaveURL(/\/(\?chat=ouvert)?$/);
    const restored = other.page.getByTestId('chat-panel');
    await expect(restored.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    await expect(restored.getByTestId('chat-theirs').filter({ hasText: 'une semaine' })).toBeVisible();
    await expect(row).toContainText('reprise depuis un lien e-mail');
    // Used once: the same link now says so.
    await other.page.goto(link);
    await expect(other.page.getByTestId('chat-resume-invalid')).toContainText('Lien expiré ou déjà utilisé');
    await other.context.close();
    await admin.context.close();
  });
});
