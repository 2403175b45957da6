import { expect, test } from '@playwright/test';
// From the server entry, which registers both catalogues (this file may be the first its worker loads).
import { t } from '../../core/messages/server';
import { gotoHydrated, skipCookieBanner } from './helpers';
import { ARABIC } from './arabic-checks';

/**
 * Issue 26, one error path: a form's own check and the server's refusal both reach an Arabic
 * page in Arabic. The form words the message reference its zod issue carries; the API words
 * its refusal in the language the page's API client sends (x-site-lang).
 */

test.beforeEach(async ({ page, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
});

test('a field error on the Arabic sign-up form is in Arabic, never a message reference', async ({ page }) => {
  await gotoHydrated(page, '/ar/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('البريد الإلكتروني').fill('amina@example.fr');
  await form.getByLabel('كلمة المرور', { exact: true }).fill('faible');
  await form.getByLabel('تأكيد كلمة المرور').fill('faible');
  await form.getByRole('button', { name: 'أنشئ حسابي' }).click();
  await expect(form.getByText(t('ar', 'account.passwordRule'))).toBeVisible();
  await expect(form).not.toContainText('$msg');
  await expect(form.getByText(t('fr', 'account.passwordRule'))).toHaveCount(0);
});

test('the server’s refusal shown on an Arabic page is in Arabic', async ({ page }) => {
  await gotoHydrated(page, '/ar/acces-commandes');
  // The form's own check lets a well-formed address through: the server refuses the one it receives.
  await page.route('**/api/auth/guest-link', (route) =>
    route.continue({ postData: JSON.stringify({ email: 'pas-une-adresse' }) }),
  );
  const form = page.getByTestId('guest-link-form');
  await form.getByLabel(t('ar', 'customerArea.orderEmail')).fill('amina@example.fr');
  await form.getByRole('button', { name: t('ar', 'customerArea.guestLinkSubmit') }).click();
  const alert = form.getByTestId('form-alert');
  await expect(alert).toHaveText(t('ar', 'form.emailInvalid'));
  await expect(alert).toContainText(ARABIC);
});
