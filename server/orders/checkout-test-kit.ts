import type { TestApp } from '../test/app';
import { FIXTURES, multipart } from '../test/multipart';
import { CHECKOUT_IDENTITY } from '../test/orders';

/** Uploads, carts and checkouts through the API, as the order form sends them (checkout tests). */
export function checkoutKit(t: TestApp) {
  let keyCounter = 0;
  const newKey = () => `test-key-${Date.now()}-${++keyCounter}-abcdef`;

  async function uploadFiles(n: number, cookie = '') {
    const { payload, headers } = multipart(
      Array.from({ length: n }, (_, i) => ({ filename: `doc-${i}.pdf`, content: FIXTURES.pdf() })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/upload',
      payload,
      headers: { ...headers, cookie },
    });
    const set = res.cookies.find((c) => c.name === 'uploadSession');
    return {
      ids: res.json().fileUrls.map((f: { id: string }) => f.id) as string[],
      cookie: set ? `uploadSession=${set.value}` : cookie,
    };
  }

  function checkout(body: Record<string, unknown>, cookie = '') {
    return t.app.inject({ method: 'POST', url: '/api/services/checkout', payload: body, headers: { cookie } });
  }

  const cart = (extra: Record<string, unknown> = {}) => ({
    numberOfPages: 3,
    numberOfDocuments: 2,
    deliveryMethod: 'priority',
    ...CHECKOUT_IDENTITY,
    legalization: 'mairie',
    email: '  Client@Example.FR ',
    comment: '<b>Urgent</b> merci',
    idempotencyKey: newKey(),
    ...extra,
  });

  return { newKey, uploadFiles, checkout, cart };
}
