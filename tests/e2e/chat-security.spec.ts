import { expect, test } from '@playwright/test';
import {
  ADMIN,
  adminInbox,
  adminReplies,
  guestPage,
  openChat,
  PASSWORD,
  sendFromPanel,
  signedInContext,
  uniqueEmail,
} from './chat-helpers';
import { gotoHydrated } from './helpers';

test.describe('live chat under attack', () => {
  test('an account with a look-alike address (jane@doe… vs jane.doe@…) sees nothing of the other’s conversation', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
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
    await expect(admin.inbox.getByTestId('conversation').filter({ hasText: `Je suis Jane ${tag}` })).toContainText(
      attackerEmail,
    );

    // Jane leaves; a reply waits for her. On a device that never opened the chat, her page knows it:
    // the dot shows without a click, and only her own thread is there.
    await victim.close();
    await admin.inbox
      .getByTestId('conversation')
      .filter({ hasText: `Bien reçu ${tag}` })
      .getByRole('button')
      .first()
      .click();
    await admin.inbox.getByTestId('admin-chat-input').fill(`Votre traduction est prête ${tag}.`);
    await admin.inbox.getByTestId('admin-chat-input').press('Enter');
    await expect(admin.inbox.getByTestId('admin-message').filter({ hasText: `prête ${tag}` })).toBeVisible();
    const newDevice = await signedInContext(browser, baseURL!, victimEmail, PASSWORD, false);
    const phone = await newDevice.newPage();
    await gotoHydrated(phone, '/faq');
    await expect(phone.getByTestId('chat-unread')).toBeVisible();
    const mine = await openChat(phone);
    await expect(mine.getByTestId('chat-theirs').filter({ hasText: `prête ${tag}` })).toBeVisible();
    await expect(mine.getByText(`Je suis Jane ${tag}`)).toHaveCount(0);
    await expect(mallory.getByText(`prête ${tag}`)).toHaveCount(0);
    await newDevice.close();
    await admin.context.close();
    await attacker.close();
  });

  test('a demoted admin’s open inbox stops receiving within seconds, without having to act', async ({
    browser,
    baseURL,
  }) => {
    // Two signed-in contexts and a session watch measured in seconds: past 30 s when the 2 cores are busy.
    test.slow();
    const helperEmail = uniqueEmail('assistante');
    const helper = await signedInContext(browser, baseURL!, helperEmail, PASSWORD, true);
    const boss = await signedInContext(browser, baseURL!, ADMIN.email, ADMIN.password, false);
    const headers = { origin: baseURL! };
    const users = (await (await boss.request.get('/api/admin/users')).json()) as { id: string; email: string }[];
    const helperId = users.find((u) => u.email === helperEmail)!.id;
    expect((await boss.request.patch(`/api/users/${helperId}`, { data: { role: 'admin' }, headers })).status()).toBe(
      200,
    );
    const inboxPage = await helper.newPage();
    await gotoHydrated(inboxPage, '/admin/dashboard');
    const inbox = inboxPage.getByTestId('chat-inbox');
    // Loaded: the list, or its one line when nobody has written yet (the pane collapses, issue 30).
    await expect(
      inbox.getByText('Conversations', { exact: true }).or(inbox.getByTestId('no-conversation')),
    ).toBeVisible();

    const { context: guestContext, page: guest } = await guestPage(browser, baseURL!);
    await gotoHydrated(guest, '/');
    await openChat(guest);
    const before = `Avant la rétrogradation ${Date.now()}`;
    await sendFromPanel(guest, before);
    await expect(inbox.getByTestId('conversation').filter({ hasText: before })).toBeVisible();

    const demotedAt = Date.now();
    expect((await boss.request.patch(`/api/users/${helperId}`, { data: { role: 'user' }, headers })).status()).toBe(
      200,
    );
    await expect(inbox.getByTestId('chat-inbox-error')).toHaveText(
      'Votre session a pris fin : reconnectez-vous pour continuer.',
      { timeout: 5_000 },
    );
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
