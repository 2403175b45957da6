import { expect, type Page } from '@playwright/test';
import { BUYER, PDF, SHIPPING_ADDRESS, uniqueEmail } from './fixtures';

/**
 * A typical cart, as /services leaves it in the browser (the `cart` cookie the server renders
 * /panier from, and its localStorage copy), without walking the order form: one document of two
 * pages uploaded through the API, posted by registered letter (« Lettre recommandée ») and legalised
 * at the town hall. checkout.spec walks the form itself. `choices` changes the item (another delivery,
 * a purpose, the e-mail).
 */
export async function typicalCart(
  page: Page,
  baseURL: string,
  lang: 'fr' | 'ar' = 'fr',
  choices: { deliveryMethod?: string; legalization?: string; purpose?: string; mailClient?: string } = {},
): Promise<void> {
  const upload = await page.request.post('/api/services/upload', {
    headers: { origin: baseURL, 'x-site-lang': lang },
    multipart: { files: { name: 'acte-de-naissance.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const files = ((await upload.json()) as { fileUrls: { id: string; url: string }[] }).fileUrls.map((f) => ({
    id: f.id,
    name: 'acte-de-naissance.pdf',
    url: f.url,
    pages: 2,
  }));
  const item = {
    numberOfPages: 2,
    numberOfDocuments: 1,
    deliveryMethod: 'priority',
    legalization: 'mairie',
    mailClient: uniqueEmail('panier'),
    identity: { buyer: BUYER, shippingAddress: SHIPPING_ADDRESS },
    totalPrice: 0,
    comment: '',
    files,
    ...choices,
  };
  const value = JSON.stringify([item]);
  await page.context().addCookies([{ name: 'cart', value: encodeURIComponent(value), url: baseURL }]);
}
