import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoProblems, seriousA11yViolations, skipCookieBanner, watchConsole } from './helpers';
import { waitForMail } from './mailbox';
import { ADMIN, PASSWORD, uniqueEmail } from './fixtures';

const NEW_PASSWORD = 'Nouveau2@pass';
const RULE = 'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.';
const BAD_CREDENTIALS = 'E-mail ou mot de passe incorrect.';

async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth/register', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(201);
}

async function fillLogin(page: Page, email: string, password: string) {
  const form = page.getByTestId('login-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** The server-rendered header of a page, fetched with the browser's cookies. */
async function serverHeader(page: Page, pathname: string): Promise<string> {
  const res = await page.request.get(pathname);
  const html = await res.text();
  return /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
  });

  test('register → login → Espace Client with the session in the server-rendered header → logout', async ({ page }) => {
    const problems = watchConsole(page);
    const email = uniqueEmail('inscription');

    await page.goto('/register');
    const form = page.getByTestId('register-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(form.getByLabel('Adresse e-mail')).toHaveAttribute('autocomplete', 'email');
    const password = form.getByLabel('Mot de passe', { exact: true });
    const confirm = form.getByLabel('Confirmer le mot de passe');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');

    // The shared rules, checked in the page before anything is sent.
    await form.getByLabel('Adresse e-mail').fill(email);
    await password.fill('faible');
    await confirm.fill('autre');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form.getByText(RULE)).toBeVisible();
    await expect(form.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await password.getAttribute('aria-describedby'))!.split(' ');
    await expect(page.locator(`[id="${describedBy.at(-1)}"]`)).toHaveText(RULE);

    // Show / hide the password.
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await confirm.fill(PASSWORD);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/login\?registered=1$/);
    await expect(page.getByTestId('registered-notice')).toContainText('Inscription enregistrée');

    await fillLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace Client');
    await expect(page.getByTestId('greeting')).toContainText(email);
    await expect(page.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('link', { name: 'Contacter la traductrice' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The header is rendered by the server from the session, and the page is private.
    const dashboard = await page.request.get('/dashboard');
    expect(dashboard.headers()['cache-control']).toBe('private, no-store');
    const header = await serverHeader(page, '/');
    expect(header).toContain('Déconnexion');
    expect(header).toContain('href="/dashboard"');
    expect(header).not.toContain('Admin Dashboard');
    expect(header).not.toContain('Connexion</a>');

    await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
    const after = await serverHeader(page, '/');
    expect(after).not.toContain('Déconnexion');
    expect(after).toContain('Connexion');
    // The session is gone on the server too.
    const guarded = await page.request.get('/dashboard', { maxRedirects: 0 });
    expect(guarded.status()).toBe(302);
    await expectNoProblems(problems);
  });

  test('a wrong password shows the server message and the « Mot de passe oublié ? » link', async ({ page }) => {
    const email = uniqueEmail('erreur');
    await registerByApi(page.request, email);
    await page.goto('/login');
    await fillLogin(page, email, 'Mauvais1!pass');
    const alert = page.getByTestId('form-alert');
    await expect(alert).toContainText(BAD_CREDENTIALS);
    const forgot = alert.getByRole('link', { name: 'Mot de passe oublié ?' });
    await expect(forgot).toHaveAttribute('href', '/forgot-password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await forgot.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('forgot password → link from the outbox → new password → back to /login after 2 s; only the new password works', async ({
    page,
  }) => {
    const email = uniqueEmail('oubli');
    await registerByApi(page.request, email);

    await page.goto('/forgot-password');
    const form = page.getByTestId('forgot-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByTestId('form-success')).toContainText(
      'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.',
    );

    const token = await waitForMail(email, /\/reset-password\/([A-Za-z0-9_-]{43})/);
    const res = await page.goto(`/reset-password/${token}`);
    expect(res!.headers()['cache-control']).toBe('private, no-store');
    // The secret stays out of the title and the meta tags.
    expect(await page.title()).not.toContain(token);
    const metas = await page
      .locator('head meta, head link[rel="canonical"]')
      .evaluateAll((els) => els.map((e) => e.outerHTML).join('\n'));
    expect(metas).not.toContain(token);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const reset = page.getByTestId('reset-form');
    await expect(reset).toHaveAttribute('data-hydrated', 'true');
    await reset.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirmer le nouveau mot de passe').fill('Different3$pass');
    await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(reset.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    await reset.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

    await expect(page.getByTestId('form-success')).toContainText(
      'Mot de passe réinitialisé avec succès ! Redirection...',
    );
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_500);

    // The old password fails, the new one opens the session.
    await fillLogin(page, email, PASSWORD);
    await expect(page.getByTestId('form-alert')).toContainText(BAD_CREDENTIALS);
    await fillLogin(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace Client');
  });

  test('a signed-in customer is sent to /login from an admin page', async ({ page }) => {
    const email = uniqueEmail('client');
    await registerByApi(page.request, email);
    await page.goto('/login');
    await fillLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
    await expect(page.getByTestId('signed-in-notice')).toContainText('réservée à l’administration');
    const res = await page.request.get('/admin/users', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/login?next=%2Fadmin%2Fusers');
  });

  test('an admin signs in on /admin/login and lands on /admin/dashboard', async ({ page }) => {
    await page.goto('/admin/login');
    const form = page.getByTestId('login-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel('Adresse e-mail').fill(ADMIN.email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The back office's own frame (issue 30); the public header links to it from every page.
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    const header = await serverHeader(page, '/');
    expect(header).toContain('Admin Dashboard');
    // An admin may open the customer dashboard too.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace Client');
  });

  for (const pathname of ['/login', '/register', '/forgot-password', '/reset-password/lien-exemple', '/admin/login']) {
    test(`axe finds no serious violation on ${pathname} (light and dark)`, async ({ page }) => {
      const problems = watchConsole(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(pathname);
        await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        expect(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' })).toEqual([]);
      }
      await expectNoProblems(problems);
    });
  }
});
