import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addressForArabic, BUSINESS, fullAddress } from '../../core/business';
import { PICKUP_DELIVERY_ID } from '../../core/catalogue-rules';
import { pdftotext } from '../../server/test/poppler';
import { clientAddress, skipCookieBanner, reviewShot } from './helpers';
import { allMail, isTo } from './mailbox';

/**
 * Issue 27: a guest on a 390 px phone orders with « Lettre suivie » (the préfecture's preset), is
 * asked for the address, keeps it across a reload, pays on the demo page and finds the address in
 * the confirmation and the e-mail, then downloads the invoice made out to that name and address
 * (read back with pdftotext); bad input gets its own message, in French and in Arabic.
 */
for (const lang of ['fr', 'ar'] as const) {
  const prefix = lang === 'fr' ? '' : '/ar';
  test(`a guest orders a tracked letter with a shipping address on a 390 px phone (${lang})`, async ({
    page,
    baseURL,
  }) => {
    const email = `adresse.${lang}.${Date.now()}@example.fr`;
    await page.setViewportSize({ width: 390, height: 844 });
    await skipCookieBanner(page, baseURL!);
    await page.goto(`${prefix}/services?demarche=prefecture`);
    // Typed at once, before the page is interactive.
    await page.getByTestId('buyer-name').fill('محمد بن علي');
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('shipping-address')).toBeVisible();
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('ship-line1').fill('3 avenue Foch');
    await page.getByTestId('ship-city').fill('Fontaine-lès-Dijon');
    // A missing postal code gets its own message.
    await page.getByTestId('add-to-cart').click();
    await expect(
      page.locator('#' + (await page.getByTestId('ship-postal-code').getAttribute('id')) + '-erreur'),
    ).toHaveText(lang === 'fr' ? 'Indiquez le code postal.' : 'يُرجى إدخال الرمز البريدي.');
    await page.getByTestId('ship-postal-code').fill('2100');
    await expect(
      page.locator('#' + (await page.getByTestId('ship-postal-code').getAttribute('id')) + '-erreur'),
    ).toContainText(
      lang === 'fr' ? 'Un code postal français compte 5 chiffres' : 'يتكوّن الرمز البريدي الفرنسي من 5 أرقام',
    );
    // Not Dijon's 21000: the seller's own address prints that one on every invoice.
    await page.getByTestId('ship-postal-code').fill('21121');
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/panier$`));
    await page.reload();
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('cart-ship-to')).toContainText('21121 Fontaine-lès-Dijon');
    await expect(page.getByTestId('cart-buyer')).toContainText('محمد بن علي');
    await reviewShot(page, { path: `/tmp/fulfil/panier-${lang}-390.png`, fullPage: true });
    await page.getByTestId('withdrawal-consent').check();
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/paiement-demo\//);
    const reference = (await page.getByTestId('demo-reference').innerText()).trim();
    await page.getByTestId('demo-pay').click();
    await expect(page.getByTestId('confirmation-ship-to')).toContainText('3 avenue Foch');
    let mail = '';
    await expect
      .poll(() => (mail = allMail().find((m) => isTo(m, email) && m.includes(reference)) ?? ''), { timeout: 15_000 })
      .not.toBe('');
    expect(mail).toContain('3 avenue Foch');
    expect(mail).toContain('21121 Fontaine-lès-Dijon');

    // The confirmation's personal link opens the order page, whose invoice is made out to the buyer.
    const token = /\/acces-commandes\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token, 'the confirmation carries a guest link').toBeTruthy();
    const open = await page.request.post(`/api/auth/guest-access/${token}`, {
      headers: { accept: 'application/json', 'x-forwarded-for': clientAddress() },
    });
    expect(open.status(), await open.text()).toBe(200);
    await page.goto(`${prefix}/orders/${reference}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    const invoice = pdftotext(readFileSync((await download.path())!));
    expect(invoice).toContain('محمد بن علي');
    expect(invoice).toContain('FACTURÉ À');
    expect(invoice).toContain('3 avenue Foch');
    expect(invoice).toContain('21121 Fontaine-lès-Dijon');
  });

  test(`a company with a bad SIREN is told so (${lang})`, async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await page.goto(`${prefix}/services`);
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('billing-business').check();
    await page.getByTestId('company-id').fill('552032535');
    await page.getByTestId('company-id').blur();
    const id = await page.getByTestId('company-id').getAttribute('id');
    await expect(page.locator(`#${id}-erreur`)).toContainText(
      lang === 'fr' ? 'Ce SIREN n’est pas valide' : 'رقم تعريف المنشأة',
    );
  });
}

/**
 * « Retrait au cabinet »: no address is asked (the cart takes the order without one) and the form
 * says where and when to collect the original, from core/business.ts, in French and in Arabic.
 */
for (const lang of ['fr', 'ar'] as const) {
  const prefix = lang === 'fr' ? '' : '/ar';
  test(`pickup at the office asks for no address and says where and when (${lang}, 390 px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await skipCookieBanner(page, baseURL!);
    await page.goto(`${prefix}/services?demarche=prefecture`);
    await page.getByTestId('buyer-name').fill('كريم حداد');
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('shipping-address')).toBeVisible();
    await page.getByTestId('delivery-select').selectOption(PICKUP_DELIVERY_ID);

    await expect(page.getByTestId('shipping-address')).toHaveCount(0);
    const notice = page.getByTestId('pickup-notice');
    await expect(notice).toBeVisible();
    if (lang === 'fr') {
      await expect(notice).toContainText('Retrait au cabinet');
      await expect(notice).toContainText(fullAddress());
      await expect(notice).toContainText(BUSINESS.openingHoursText.toLowerCase());
    } else {
      await expect(notice).toContainText('الاستلام من المكتب');
      await expect(notice).toContainText(addressForArabic());
      // The hours as core/business.ts keeps them (09:00 said « 9:00 »).
      for (const { opens, closes } of BUSINESS.openingHours)
        for (const time of [opens, closes]) await expect(notice).toContainText(time.replace(/^0/, ''));
    }
    await reviewShot(page, { path: `/tmp/fulfil/retrait-${lang}-390.png` });

    // Nothing else to give: the cart takes it and ships nowhere.
    await page.getByTestId('email-input').fill(`retrait.${lang}.${Date.now()}@example.fr`);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/panier$`));
    await expect(page.getByTestId('cart-buyer')).toContainText('كريم حداد');
    await expect(page.getByTestId('cart-ship-to')).toHaveCount(0);
  });
}
