import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../files/schema';
import { appPerFile, createTestApp } from '../test/app';
import { FIXTURES } from '../test/multipart';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { seedOrder } from '../admin/orders/test-fixtures';
import { CHECKS_PER_WINDOW } from './routes';
import { translationCertificates, verificationChecks } from './schema';
import { a4Translation, deliver, printedCredentials, sha256 } from './verification-test-kit';

/**
 * « Vérifier une traduction » (issue 31, decision 054), through the API: a delivered PDF is
 * stamped and the customer gets the stamped copy; /api/verifier answers for its reference and
 * code, the same for a wrong code as for an unknown reference; revocation; « vérifiée N fois ».
 */
const t = appPerFile(
  () => createTestApp({ PUBLIC_URL: 'https://traduction.example.fr' }),
  async () => t.app.rateLimit.clear(),
);
let admin: SignedIn;
let alice: SignedIn;
beforeEach(async () => {
  admin = await signIn(t, 'admin@example.fr', 'admin');
  alice = await signIn(t, 'alice@example.fr');
});

const check = (body: object, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/verifier', payload: body, headers, remoteAddress: ip });

/** A paid order of Alice's, delivered with one stamped PDF: what she downloads, and what it prints. */
async function delivered(pages = 2) {
  const order = await seedOrder(t, { email: 'alice@example.fr', userId: alice.user.id, status: 'paid' });
  const original = await a4Translation(pages);
  const res = await deliver(t, order.id, admin.headers, [{ filename: 'traduction acte.pdf', content: original }]);
  expect(res.statusCode, res.body).toBe(200);
  const [file] = res.json().fileUrls as { id: string; url: string; name: string; type: string }[];
  const download = await t.app.inject({ method: 'GET', url: file!.url, headers: alice.headers });
  expect(download.statusCode).toBe(200);
  return { order, original, file: file!, pdf: download.rawPayload, ...printedCredentials(download.rawPayload) };
}

describe('delivering a translation', () => {
  it('stamps every page; the customer downloads the stamped copy, the admin keeps the original', async () => {
    const { order, original, file, pdf, reference, code, text } = await delivered(3);
    expect(file).toMatchObject({ name: 'traduction acte.pdf', type: 'application/pdf' });
    // Every page carries the line (and its Arabic twin), the translation's own text untouched.
    expect(text.match(/Traduction certifiée n°/g)).toHaveLength(3);
    expect(text).toContain('traduction.example.fr/verifier');
    expect(text).toContain('ACTE DE NAISSANCE - page 3');
    expect(reference).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(reference.replace('-', '')).not.toContain(order.id);

    const rows = await t.database.db.select().from(uploads).where(eq(uploads.orderId, order.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['translation', 'translation_source']);
    const source = rows.find((r) => r.kind === 'translation_source')!;
    expect(source.sha256).toBe(sha256(original));
    const [cert] = await t.database.db.select().from(translationCertificates);
    // The fingerprint is the downloaded file's; the code is kept only as a hash.
    expect(cert).toMatchObject({ reference, sha256: sha256(pdf), pageCount: 3, documentType: 'Acte de naissance' });
    expect(cert!.codeHash).toMatch(/^scrypt\$/);
    expect(cert!.codeHash).not.toContain(code.replace('-', ''));

    // The original is the admin's: the customer cannot open it, the admin can.
    const url = `/api/services/files/${source.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: alice.headers })).statusCode).toBe(404);
    const asAdmin = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(sha256(asAdmin.rawPayload)).toBe(sha256(original));
    // The customer's order lists the stamped translation only.
    const view = await t.app.inject({ method: 'GET', url: `/api/services/orders/${order.id}`, headers: alice.headers });
    const services = view.json().order?.services ?? view.json().services;
    expect(JSON.stringify(services ?? view.json())).not.toContain(source.id);
  });

  it('turns an image into a one-page PDF, and delivers an unreadable PDF unstamped with the reason', async () => {
    const order = await seedOrder(t, { email: 'alice@example.fr', userId: alice.user.id });
    const res = await deliver(t, order.id, admin.headers, [
      { filename: 'scan.png', content: FIXTURES.png() },
      { filename: 'abime.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileUrls.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['scan.pdf', 'application/pdf'],
      ['abime.pdf', 'application/pdf'],
    ]);
    expect(res.json().unstamped).toEqual([{ name: 'abime.pdf', reason: 'damaged' }]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin.headers });
    const files = detail.json().fileAdmin as {
      name: string;
      certificate: { pages: number } | null;
      unstampedReason: string | null;
      original: { name: string } | null;
    }[];
    const seen = Object.fromEntries(
      files.map((f) => [f.name, [f.certificate?.pages ?? null, f.unstampedReason, f.original?.name ?? null]]),
    );
    expect(seen).toEqual({ 'scan.pdf': [1, null, 'scan.png'], 'abime.pdf': [null, 'damaged', null] });
    expect(detail.json().fileClient).toEqual([]);
  });

  it('refuses an unknown language pair in the visitor’s language, and keeps nothing', async () => {
    const order = await seedOrder(t, { email: 'alice@example.fr', userId: alice.user.id });
    const res = await deliver(
      t,
      order.id,
      { ...admin.headers, 'x-site-lang': 'ar' },
      [{ filename: 'a.pdf', content: await a4Translation(1) }],
      {
        languages: 'fr-en',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'لغتان غير معروفتين: يُرجى اختيار «من العربية إلى الفرنسية» أو «من الفرنسية إلى العربية».',
    );
    expect(await t.database.db.select().from(uploads)).toEqual([]);
  });
});

describe('POST /api/verifier', () => {
  it('answers a valid translation for its reference and code, typed loosely, and reveals nothing private', async () => {
    const { pdf, reference, code } = await delivered(2);
    const res = await check({ reference: reference.toLowerCase().replace('-', ' '), code: code.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'valid',
      reference,
      revokedAt: null,
      translator: { name: 'Samia Benali', court: 'Cour d’appel de Dijon' },
      sourceLang: 'ar',
      targetLang: 'fr',
      documentType: 'Acte de naissance',
      pages: 2,
      sha256: sha256(pdf),
    });
    expect(res.body).not.toContain('alice');
    expect(res.body).not.toContain('ACTE DE NAISSANCE');
  });

  it('gives a wrong code and an unknown reference the same answer, after the same work', async () => {
    const { reference, code } = await delivered(1);
    const wrongCode = code.startsWith('Z') ? 'Y' + code.slice(1) : 'Z' + code.slice(1);
    const timed = async (body: object) => {
      const start = performance.now();
      const res = await check(body);
      return { res, ms: performance.now() - start };
    };
    // Warmed up first (the dummy hash is made at the first unknown reference), then interleaved.
    await check({ reference: 'ZZZZZ-ZZZZZ', code });
    const wrong: number[] = [];
    const unknown: number[] = [];
    let answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await timed({ reference, code: wrongCode });
      const b = await timed({ reference: 'ZZZZZ-ZZZZZ', code });
      expect([a.res.statusCode, b.res.statusCode]).toEqual([404, 404]);
      answers = [a.res.body, b.res.body];
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(JSON.parse(answers[0]!).message).toMatch(/^Aucune traduction ne correspond/);
    // The unknown reference runs the same scrypt against a dummy hash: no shortcut to time. The
    // bounds are loose on purpose (a shared machine's noise); a skipped derivation is ten times faster.
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2]!;
    const ratio = median(unknown) / median(wrong);
    expect(ratio, `${median(unknown)} ms against ${median(wrong)} ms`).toBeGreaterThan(1 / 3);
    expect(ratio, `${median(unknown)} ms against ${median(wrong)} ms`).toBeLessThan(3);
    // Both logged as refused, the wrong code against its certificate (guessing shows to the admin only).
    const log = await t.database.db.select().from(verificationChecks);
    expect(log.map((l) => l.outcome)).toEqual(Array(11).fill('refused'));
    expect(log.filter((l) => l.certificateId !== null)).toHaveLength(5);
  });

  it('words a malformed reference or code in the visitor’s language', async () => {
    const fr = await check({ reference: '12', code: 'ABCD-EFGH' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe(
      'Une référence compte 10\u00a0caractères, lettres et chiffres, par exemple 7KQ4M-9XD2P.',
    );
    const ar = await check({ reference: '7KQ4M-9XD2P', code: 'AB' }, { 'x-site-lang': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe('يتكوّن الرمز من ثمانية أحرف وأرقام.');
    const notFound = await check({ reference: '7KQ4M-9XD2P', code: 'ABCD-EFGH' }, { 'x-site-lang': 'ar' });
    expect(notFound.json().message).toMatch(/^لا توجد ترجمة تطابق/);
  });

  it(`takes ${CHECKS_PER_WINDOW} checks a quarter of an hour from one address`, async () => {
    const body = { reference: '7KQ4M-9XD2P', code: 'ABCD-EFGH' };
    for (let i = 0; i < CHECKS_PER_WINDOW; i++) expect((await check(body)).statusCode).toBe(404);
    const refused = await check(body);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await check(body, {}, '203.0.113.8')).statusCode).toBe(404);
  });
});

describe('revocation and the admin’s count', () => {
  it('counts the checks, then says « révoquée » with the date, never the reason', async () => {
    const { order, reference, code } = await delivered(1);
    for (let i = 0; i < 2; i++) expect((await check({ reference, code })).statusCode).toBe(200);
    const detail = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin.headers })).json()
        .fileAdmin[0].certificate;
    expect(await detail()).toMatchObject({ reference, checks: 2, revokedAt: null });

    const revoke = (body: object, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ method: 'POST', url: `/api/admin/verifications/${reference}/revoke`, payload: body, headers });
    expect((await revoke({ reason: 'Erreur de date corrigée' }, alice.headers)).statusCode).toBe(403);
    expect((await revoke({ reason: '  ' })).json().message).toBe('Indiquez la raison de la révocation.');
    const done = await revoke({ reason: 'Erreur de date corrigée' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await revoke({ reason: 'encore' })).statusCode).toBe(409);

    const after = await check({ reference, code });
    expect(after.json()).toMatchObject({ status: 'revoked', revokedAt: done.json().revokedAt });
    expect(after.body).not.toContain('Erreur de date');
    expect(await detail()).toMatchObject({ checks: 3, revokedReason: 'Erreur de date corrigée' });
  });

  it('revokes a translation the admin deletes, and deletes her original with it', async () => {
    const { order, file, reference, code } = await delivered(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/files/${order.id}`,
      payload: { fileUrls: [file.url] },
      headers: admin.headers,
    });
    expect(res.json()).toMatchObject({ deleted: 1 });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.orderId, order.id))).toEqual([]);
    // The printed copy still checks, as revoked: the certificate outlives its files.
    expect((await check({ reference, code })).json()).toMatchObject({ status: 'revoked', pages: 1 });
  });
});
