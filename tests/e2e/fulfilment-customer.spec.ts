import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { pdftotext } from '../../server/test/poppler';
import { placeOrder, test } from './fixtures';
import { expectNoProblems, reviewShot, watchConsole } from './helpers';
import { allMail, isTo } from './mailbox';

/**
 * Issue 27: a signed-in customer who already ordered once with an address finds « Vos
 * coordonnées » prefilled from that order (app/.server/last-identity.ts): name, phone, shipping
 * address and billing identity. They change a field before the page is interactive, order
 * « Lettre suivie », reload the cart, go back through « Modifier » to change the address, pay on
 * the demo page, and the paid order, its confirmation and its e-mail carry the changed address;
 * its invoice names the remembered company.
 * French and Arabic, on a 390 px phone.
 */

/** The first order, placed and paid through the API as the form would send it. */
const FIRST = {
  buyer: { name: 'كريم حداد', phone: '+33 6 12 34 56 78' },
  shippingAddress: { line1: '5 rue Musette', postalCode: '21121', city: 'Fontaine-lès-Dijon', country: 'FR' },
  billing: {
    kind: 'business',
    companyName: 'Cabinet Haddad Conseil',
    companyId: '404 833 048',
    address: { line1: '8 place Darcy', postalCode: '21000', city: 'Dijon', country: 'FR' },
  },
};
const NEW_PHONE = '+33 7 11 22 33 44';
const CHANGED = { line1: '9 rue Chabot-Charny', line1Again: '14 rue des Forges' };

/** Where the order is in the cart: the address, the buyer and whom the invoice names. */
async function expectCart(page: Page, line1: string) {
  await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('cart-ship-to')).toContainText(line1);
  await expect(page.getByTestId('cart-ship-to')).toContainText('21121 Fontaine-lès-Dijon');
  await expect(page.getByTestId('cart-buyer')).toContainText('كريم حداد');
  await expect(page.getByTestId('cart-buyer')).toContainText(NEW_PHONE);
  await expect(page.getByTestId('cart-bill-to')).toContainText('Cabinet Haddad Conseil');
}

for (const lang of ['fr', 'ar'] as const) {
  const prefix = lang === 'fr' ? '' : '/ar';
  test(`a signed-in customer finds their details prefilled, changes them and orders a tracked letter (${lang}, 390 px)`, async ({
    customer,
    baseURL,
  }) => {
    test.slow();
    const { page, email } = customer;
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    await placeOrder(page.request, baseURL!, { deliveryMethod: 'standard', lang, extra: FIRST });

    // The préfecture's preset posts « Lettre suivie »: the address step is on the page at once.
    await page.goto(`${prefix}/services?demarche=prefecture`);
    // Typed at once, before the page is interactive: a new phone over the remembered one.
    await page.getByTestId('buyer-phone').fill(NEW_PHONE);
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('buyer-phone')).toHaveValue(NEW_PHONE);
    // Everything else is the last order's.
    await expect(page.getByTestId('buyer-name')).toHaveValue(FIRST.buyer.name);
    await expect(page.getByTestId('ship-line1')).toHaveValue(FIRST.shippingAddress.line1);
    await expect(page.getByTestId('ship-postal-code')).toHaveValue('21121');
    await expect(page.getByTestId('ship-city')).toHaveValue('Fontaine-lès-Dijon');
    await expect(page.getByTestId('billing-business')).toBeChecked();
    await expect(page.getByTestId('company-name')).toHaveValue('Cabinet Haddad Conseil');
    await expect(page.getByTestId('bill-line1')).toHaveValue('8 place Darcy');
    await reviewShot(page, { path: `/tmp/fulfil/client-prerempli-${lang}-390.png`, fullPage: true });

    // Changed before it goes to the cart; a reload of the cart keeps it.
    await page.getByTestId('ship-line1').fill(CHANGED.line1);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/panier$`));
    await page.reload();
    await expectCart(page, CHANGED.line1);

    // « Modifier »: back to the form with the cart's details, the address changed once more.
    await page.getByTestId('edit-identity').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/services\\?edit=1#coordonnees$`));
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('ship-line1')).toHaveValue(CHANGED.line1);
    await expect(page.getByTestId('buyer-phone')).toHaveValue(NEW_PHONE);
    await page.getByTestId('ship-line1').fill(CHANGED.line1Again);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/panier$`));
    await expectCart(page, CHANGED.line1Again);
    await expect(page.getByTestId('cart-ship-to')).not.toContainText(CHANGED.line1);
    await reviewShot(page, { path: `/tmp/fulfil/client-panier-${lang}-390.png`, fullPage: true });

    await page.getByTestId('withdrawal-consent').check();
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/paiement-demo\//);
    const reference = (await page.getByTestId('demo-reference').innerText()).trim();
    await page.getByTestId('demo-pay').click();
    await expect(page.getByTestId('confirmation-ship-to')).toContainText(CHANGED.line1Again);

    // The e-mail shows the address to check, the changed one.
    let mail = '';
    await expect
      .poll(() => (mail = allMail().find((m) => isTo(m, email) && m.includes(reference)) ?? ''), { timeout: 15_000 })
      .not.toBe('');
    expect(mail).toContain(CHANGED.line1Again);
    expect(mail).toContain('21121 Fontaine-lès-Dijon');
    expect(mail).not.toContain(FIRST.shippingAddress.line1);

    // The paid order carries it: its page says where the original goes.
    await page.goto(`${prefix}/orders/${reference}`);
    await expect(page.getByTestId('paper-to-post')).toContainText(CHANGED.line1Again);
    // Its invoice is made out to the remembered company (read back with pdftotext).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const invoice = pdftotext(readFileSync((await download.path())!));
    for (const words of ['FACTURÉ À', 'Cabinet Haddad Conseil', 'SIREN 404 833 048', '8 place Darcy'])
      expect(invoice, words).toContain(words);
    await expectNoProblems(problems);
  });
}
