import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  browseFromOwnAddress,
  clientAddress,
  expectNoProblems,
  watchConsole,
  skipCookieBanner,
  reviewShot,
} from './helpers';
import { pdftotext } from '../../server/test/poppler';
import { adminContext, QUOTE_LINES, sentQuote, uniqueEmail } from './fixtures';
import { ARABIC } from './arabic-checks';

browseFromOwnAddress();

/**
 * Issue 27, part B: a quote that includes « Lettre suivie » asks, before « Accepter et payer »,
 * for the buyer's name, the shipping address and the billing identity, in French and in Arabic,
 * on a phone and a desktop; typed at once after the page opens, kept across a reload, refused
 * field by field; the paid order's invoice PDF is made out to what was typed. The quote itself
 * is set up through the API (the request, then the admin's quote); the journey is the client's.
 * Screenshots go to /tmp/iq-shots for a person to look at.
 */
const shot = (page: Page, name: string) => reviewShot(page, { path: `/tmp/iq-shots/${name}.png`, fullPage: true });

/** A quote request (3 pages, « Lettre suivie ») and the admin's quote with its postal line: the client's link. */
async function postalQuote(browser: Browser, baseURL: string, email: string, lang: 'fr' | 'ar'): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const admin = await adminContext(browser, baseURL);
  const { token } = await sentQuote(context.request, admin.page.request, baseURL, email, {
    lang,
    deliveryMethod: 'standard',
    lines: [
      QUOTE_LINES[0]!,
      {
        source: 'delivery',
        optionId: 'standard',
        label: 'Livraison\u00a0: Lettre suivie',
        quantity: '1',
        unitPrice: '10',
      },
    ],
  });
  await Promise.all([context.close(), admin.context.close()]);
  return token;
}

/** Ticks the waiver, presses « Accepter et payer », pays on the demo page, comes back to the link and downloads the invoice. */
async function acceptPayAndDownload(page: Page, quotePath: string, confirmation: RegExp): Promise<string> {
  await page.getByTestId('quote-accept').click();
  await expect(page).toHaveURL(/\/paiement-demo\/demo_[A-Za-z0-9_-]+$/, { timeout: 15_000 });
  await page.getByTestId('demo-pay').click();
  await expect(page).toHaveURL(confirmation, { timeout: 15_000 });
  await page.goto(quotePath);
  await expect(page.getByTestId('quote-paid')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('quote-invoice-download').click(),
  ]);
  return pdftotext(readFileSync((await download.path())!));
}

/** On a phone the button is no more than one short scroll below the start of the identity step. */
async function buttonWithinReach(page: Page, viewportHeight: number) {
  const step = await page.getByTestId('quote-identity').boundingBox();
  const button = await page.getByTestId('quote-accept').boundingBox();
  expect(button!.y + button!.height - step!.y).toBeLessThanOrEqual(viewportHeight * 1.5);
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a French postal quote asks for the address, keeps it across a reload, and the invoice is made out to it (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail(`devis-adresse-${width}`);
    const token = await postalQuote(browser, baseURL!, email, 'fr');

    // Typed as soon as the page shows, no wait: the name is the request's, changed.
    await page.goto(`/devis/${token}`);
    const step = page.getByTestId('quote-identity');
    const ship = page.getByTestId('shipping-address');
    await step.getByLabel('Nom complet').fill('Omar Ben Haddad');
    await ship.getByLabel('Adresse', { exact: true }).fill('12 rue des Godrans');
    await ship.getByLabel('Code postal').fill('2100');
    await ship.getByLabel('Ville').fill('Dijon');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(step.getByRole('heading', { name: 'Adresse d’expédition' })).toBeVisible();

    // A wrong postal code is said under its field.
    await page.getByTestId('withdrawal-consent').check();
    await page.getByTestId('quote-accept').click();
    await expect(step.getByText('Un code postal français compte 5 chiffres, par exemple 21000.')).toBeVisible();
    await expect(ship.getByLabel('Code postal')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('quote-error')).toHaveText('Vérifiez les champs signalés ci-dessus.');
    await shot(page, `fr-refused-${width}`);

    // A reload keeps what was typed.
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(step.getByLabel('Nom complet')).toHaveValue('Omar Ben Haddad');
    await expect(ship.getByLabel('Adresse', { exact: true })).toHaveValue('12 rue des Godrans');
    await expect(ship.getByLabel('Code postal')).toHaveValue('2100');
    await ship.getByLabel('Code postal').fill('21000');
    await page.getByTestId('withdrawal-consent').check();
    if (width < 400) await buttonWithinReach(page, height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `fr-filled-${width}`);

    const invoice = await acceptPayAndDownload(page, `/devis/${token}`, /\/confirmation\?ref=TR-/);
    expect(invoice).toContain('FACTURÉ À');
    expect(invoice).toContain('Omar Ben Haddad');
    // The buyer's address, not only the seller's (« 21000 Dijon » is on every invoice's header).
    expect(invoice).toContain('12 rue des Godrans');
    expect(invoice).toContain('21000 Dijon');
    await expectNoProblems(problems);
  });
}

test('an Arabic postal quote for a company: a bad SIREN said in Arabic, a reload, then an invoice with the raison sociale and SIREN (390 px)', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar',
    timezoneId: 'Europe/Paris',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await skipCookieBanner(page, baseURL!);
  const email = uniqueEmail('devis-societe-ar');
  const token = await postalQuote(browser, baseURL!, email, 'ar');

  await page.goto(`/ar/devis/${token}`);
  const step = page.getByTestId('quote-identity');
  const ship = page.getByTestId('shipping-address');
  await expect(step.getByLabel('الاسم الكامل')).toHaveValue('كريم حداد');
  await ship.getByLabel('العنوان', { exact: true }).fill('5 شارع الحرية');
  await ship.getByLabel('الرمز البريدي').fill('21000');
  await ship.getByLabel('المدينة').fill('Dijon');
  await step.getByTestId('billing-business').check();
  const business = step.getByTestId('business-fields');
  await business.getByLabel('الاسم التجاري').fill('Cabinet Durand & Associés');
  await business.getByLabel(/SIREN/).fill('404 833 049');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await business.getByLabel('العنوان', { exact: true }).fill('8 place Darcy');
  await business.getByLabel('الرمز البريدي').fill('21000');
  await business.getByLabel('المدينة').fill('Dijon');

  await page.getByTestId('withdrawal-consent').check();
  await page.getByTestId('quote-accept').click();
  const sirenError = step.locator('#identite-billing-companyId-erreur');
  await expect(sirenError).toContainText('غير صالح');
  await expect(sirenError).toContainText(ARABIC);
  await shot(page, 'ar-company-refused-390');

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(step.getByTestId('billing-business')).toBeChecked();
  await expect(business).toBeVisible();
  await expect(business.getByLabel('الاسم التجاري')).toHaveValue('Cabinet Durand & Associés');
  await business.getByLabel(/SIREN/).fill('404 833 048');
  await page.getByTestId('withdrawal-consent').check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'ar-company-filled-390');

  const invoice = await acceptPayAndDownload(page, `/ar/devis/${token}`, /\/ar\/confirmation\?ref=TR-/);
  expect(invoice).toContain('Cabinet Durand & Associés');
  expect(invoice).toContain('SIREN 404 833 048');
  expect(invoice).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
  await expectNoProblems(problems);
  await context.close();
});
