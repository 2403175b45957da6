import { expect, test } from '@playwright/test';
import { ADMIN, adminInbox, adminReplies, guestPage, openChat, PASSWORD, sendFromPanel, signedInContext, uniqueEmail } from './chat-helpers';
import { gotoHydrated } from './helpers';

test.describe('live chat under attack', () => {
  test('an account with a look-alike address (jane@doe… vs jane.doe@…) sees nothing of the other’s conversation', async ({ browser, baseURL }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const victimEmail = `jane.doe.${tag}@example.fr`;
    // Same key under the old rule: the dots and the @ became underscores.
    const attackerEmail = `jane@doe.${tag}.example.fr`;
    const victim = await signedInContext(browser, baseURL!, victimEmail, PASSWORD, true);
    const attacker = await signedInContext(browser, baseURL!, attackerEmail, PASSWORD, true);
    const admin = await adminInbox(browser, baseURL!);

    const jane = await victim.newPage();
    await gotoHydrated(jane, '/');
    await openChat(jane);
    const secret = `Mon casier judiciaire, référence ${tag}`;
    await sendFromPanel(jane, secret);
    await adminReplies(admin.page, secret, `Bien reçu ${tag}, je m’en occupe.`);
    await expect(jane.getByTestId('chat-theirs').filter({ hasText: `Bien reçu ${tag}` })).toBeVisible();

    const mallory = await attacker.newPage();
    await gotoHydrated(mallory, '/');
    const panel = await openChat(mallory);
    await expect(panel.getByTestId('chat-welcome')).toBeVisible();
    await expect(panel.getByText(secret)).toHaveCount(0);
    await expect(panel.getByText(`Bien reçu ${tag}`)).toHaveCount(0);
    await expect(mallory.getByTestId('chat-unread')).toHaveCount(0);
    // What the attacker writes lands in their own thread, never in Jane's.
    await sendFromPanel(mallory, `Je suis Jane ${tag}`);
    await expect(jane.getByText(`Je suis Jane ${tag}`)).toHaveCount(0);
    await expect(admin.inbox.getByTestId('conversation').filter({ hasText: `Je suis Jane ${tag}` })).toContainText(attackerEmail);
    await admin.context.close();
    await victim.close();
    await attacker.close();
  });

  test('a demoted admin’s open inbox stops receiving within seconds, without having to act', async ({ browser, baseURL }) => {
    const helperEmail = uniqueEmail('assistante');
    const helper = await signedInContext(browser, baseURL!, helperEmail, PASSWORD, true);
    const boss = await signedInContext(browser, baseURL!, ADMIN.email, ADMIN.password, false);
    const headers = { origin: baseURL! };
    const users = (await (await boss.request.get('/api/admin/users')).json()) as { id: string; email: string }[];
    const helperId = users.find((u) => u.email === helperEmail)!.id;
    expect((await boss.request.patch(`/api/users/${helperId}`, { data: { role: 'admin' }, headers })).status()).toBe(200);
    const inboxPage = await helper.newPage();
    await gotoHydrated(inboxPage, '/admin/dashboard');
    const inbox = inboxPage.getByTestId('chat-inbox');
    await expect(inbox.getByText('Conversations', { exact: true })).toBeVisible();

    const { context: guestContext, page: guest } = await guestPage(browser, baseURL!);
    await gotoHydrated(guest, '/');
    await openChat(guest);
    const before = `Avant la rétrogradation ${Date.now()}`;
    await sendFromPanel(guest, before);
    await expect(inbox.getByTestId('conversation').filter({ hasText: before })).toBeVisible();

    const demotedAt = Date.now();
    expect((await boss.request.patch(`/api/users/${helperId}`, { data: { role: 'user' }, headers })).status()).toBe(200);
    await expect(inbox.getByTestId('chat-inbox-error')).toHaveText('Votre session a pris fin : reconnectez-vous pour continuer.', { timeout: 5_000 });
    expect(Date.now() - demotedAt).toBeLessThan(5_000);
    const after = `Après la rétrogradation ${Date.now()}`;
    await sendFromPanel(guest, after);
    await inboxPage.waitForTimeout(1000);
    await expect(inboxPage.getByText(after)).toHaveCount(0);
    await expect(inbox.getByTestId('conversation')).toHaveCount(0);
    await guestContext.close();
    await helper.close();
    await boss.close();
  });
});
