import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';
import { insertOrderRow } from '../test/orders';

/**
 * Issue 26: text a client typed is shown on an Arabic page in its own direction. A French comment
 * on /ar/orders/:id without dir="auto" took the page's right-to-left direction: its full stop and
 * its brackets were drawn at the wrong end.
 */
let t: TestApp;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
  customer = await signIn(t, 'comment.ar@example.fr');
});
afterAll(() => t.close());

const COMMENT = 'Merci d’écrire « Côte-d’Or » (avec le tiret).';

/** The opening tag of the element that holds `text`, with the text right after it. */
const elementAround = (html: string, text: string) => {
  const at = html.indexOf(text);
  expect(at, 'the comment is on the page').toBeGreaterThan(0);
  const open = html.lastIndexOf('<', at);
  return html.slice(open, html.indexOf('>', open) + 1);
};

describe('a comment typed in French, on an Arabic order', () => {
  it('keeps its own direction on /ar/orders/:id (dir="auto")', async () => {
    const id = await insertOrderRow(t.database.db, {
      customerEmail: customer.user.email,
      userId: customer.user.id,
      lang: 'ar',
      comment: COMMENT,
    });
    const page = await t.app.inject({ method: 'GET', url: `/ar/orders/${id}`, headers: customer.headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(elementAround(page.body, 'Merci d’écrire')).toMatch(/^<p [^>]*dir="auto"[^>]*data-testid="order-comment"/);
  });
});
