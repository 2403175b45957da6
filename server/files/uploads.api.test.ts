import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../test/app';
import { FIXTURES, multipart, type Part } from '../test/multipart';
import { uploads } from './schema';

const t = appPerFile(
  async () => createTestApp({ UPLOAD_MAX_FILE_MB: '1', UPLOAD_MAX_PENDING_FILES: '12' }),
  async () => {
    rmSync(path.join(t.app.config.DATA_DIR, 'files'), { recursive: true, force: true });
  },
);

const TYPE_MESSAGE = 'Seuls les fichiers PDF, PNG et JPG sont autorisés.';

async function upload(parts: Part[], cookie?: string) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/services/upload',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}
function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((x) => x.name === 'uploadSession');
  return c ? `uploadSession=${c.value}` : '';
}
function storedFiles(): string[] {
  const root = path.join(t.app.config.DATA_DIR, 'files');
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(dir, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(root);
  return out;
}
const rowCount = async () => (await t.database.db.select().from(uploads)).length;

describe('POST /api/services/upload', () => {
  it('accepts real PDF, PNG and JPEG files and answers their links', async () => {
    const res = await upload([
      { filename: 'acte de naissance.pdf', content: FIXTURES.pdf(), type: 'application/pdf' },
      { filename: 'passeport.png', content: FIXTURES.png(), type: 'image/png' },
      { filename: 'permis.jpeg', content: FIXTURES.jpeg(), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const { fileUrls } = res.json();
    expect(fileUrls.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['acte de naissance.pdf', 'application/pdf'],
      ['passeport.png', 'image/png'],
      ['permis.jpeg', 'image/jpeg'],
    ]);
    for (const f of fileUrls) {
      expect(f.url).toBe(`/api/services/files/${f.id}`);
      expect(f.path.split('/').pop()).toBe(f.id);
    }
    const cookie = res.cookies.find((c) => c.name === 'uploadSession');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('stores ciphertext only: the document text is not on disk', async () => {
    const res = await upload([{ filename: 'casier.pdf', content: FIXTURES.pdf('MARQUEUR-SECRET-42') }]);
    expect(res.statusCode).toBe(200);
    const files = storedFiles();
    expect(files.length).toBe(1);
    const bytes = readFileSync(files[0]!);
    expect(bytes.includes(Buffer.from('MARQUEUR-SECRET-42'))).toBe(false);
    expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
    // ...but its owner reads the original back.
    const back = await t.app.inject({ url: res.json().fileUrls[0].url, headers: { cookie: sessionCookie(res) } });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.includes(Buffer.from('MARQUEUR-SECRET-42'))).toBe(true);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-disposition']).toBe(`attachment; filename="casier.pdf"; filename*=UTF-8''casier.pdf`);
    expect(back.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    [
      'a renamed executable',
      {
        filename: 'scan.pdf',
        content: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'binary'), Buffer.alloc(200)]),
        type: 'application/pdf',
      },
      415,
      TYPE_MESSAGE,
    ],
    [
      'HTML named .png',
      { filename: 'photo.png', content: '<html><script>alert(1)</script></html>', type: 'image/png' },
      415,
      TYPE_MESSAGE,
    ],
    [
      'an SVG',
      {
        filename: 'logo.svg',
        content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        type: 'image/svg+xml',
      },
      415,
      TYPE_MESSAGE,
    ],
    [
      'an empty file',
      { filename: 'vide.pdf', content: '', type: 'application/pdf' },
      400,
      'Le fichier «\u00a0vide.pdf\u00a0» est vide.',
    ],
    [
      'a traversal name',
      { filename: '../../etc/passwd.pdf', content: FIXTURES.pdf(), type: 'application/pdf' },
      400,
      'Nom de fichier invalide.',
    ],
    [
      'a Windows path',
      { filename: '..\\..\\boot.ini.pdf', content: FIXTURES.pdf(), type: 'application/pdf' },
      400,
      'Nom de fichier invalide.',
    ],
  ])('refuses %s and keeps nothing', async (_what, part, status, message) => {
    // A valid file first: the refusal must cancel it too.
    const res = await upload([{ filename: 'ok.png', content: FIXTURES.png() }, part as Part]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });
});

describe('POST /api/services/upload: limits', () => {
  it('refuses a file over the size limit while streaming, keeping nothing', async () => {
    const big = Buffer.concat([FIXTURES.pdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const res = await upload([{ filename: 'gros.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/dépasse la taille maximale de 1 Mo/);
    expect(await rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses 11 files in one request', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ filename: `page-${i}.png`, content: FIXTURES.png() }));
    const res = await upload(parts);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Vous pouvez envoyer au maximum 10 fichiers à la fois.' });
    expect(await rowCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('caps the pending files of one browser', async () => {
    const first = await upload(
      Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.png`, content: FIXTURES.png() })),
    );
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookie(first);
    const second = await upload(
      [1, 2, 3].map((i) => ({ filename: `q${i}.png`, content: FIXTURES.png() })),
      cookie,
    );
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      message:
        'Vous avez atteint la limite de 12 fichiers en attente, ceux des commandes non payées compris\u00a0: supprimez-en, ou payez la commande déjà passée.',
    });
    expect(await rowCount()).toBe(10);
  });

  it('refuses a request without files or not multipart', async () => {
    expect((await upload([])).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/services/upload', payload: { files: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
  });
});

describe('ownership of pending files', () => {
  it('another browser can neither read nor delete my file; I can', async () => {
    const mine = await upload([{ filename: 'jugement.pdf', content: FIXTURES.pdf() }]);
    const file = mine.json().fileUrls[0];
    const other = sessionCookie(await upload([{ filename: 'x.png', content: FIXTURES.png() }]));

    for (const cookie of [other, '', 'uploadSession=forged-value-forged-value-forged-value-forged']) {
      const read = await t.app.inject({ url: file.url, headers: { cookie } });
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain('%PDF');
      const del = await t.app.inject({ method: 'DELETE', url: `/api/services/delete/${file.id}`, headers: { cookie } });
      expect(del.statusCode).toBe(404);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/delete/${file.id}`,
      headers: { cookie: sessionCookie(mine) },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, file.id))).toEqual([]);
    // Deleting again: 404, which the client treats as already deleted.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/delete/${file.id}`,
      headers: { cookie: sessionCookie(mine) },
    });
    expect(again.statusCode).toBe(404);
  });

  it('the activity ping keeps my files alive and ignores others', async () => {
    const mine = await upload([{ filename: 'a.png', content: FIXTURES.png() }]);
    const id = mine.json().fileUrls[0].id;
    await t.database.db.update(uploads).set({ lastActivityAt: new Date(Date.now() - 3 * 3600_000) });
    const ping = await t.app.inject({
      method: 'POST',
      url: '/api/services/update-session-activity',
      payload: { sessionId: 'visit-1', files: [`uploads/${id}`] },
      headers: { cookie: sessionCookie(mine) },
    });
    expect(ping.json()).toEqual({ kept: 1 });
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/services/update-session-activity',
      payload: { files: [id] },
    });
    expect(stranger.json()).toEqual({ kept: 0 });
    expect(await t.app.uploadsService.sweepIdle()).toBe(0);
  });

  it('takes the spec-shaped body: the cart’s file objects (name, path, url) and a numeric visit id', async () => {
    const mine = await upload([{ filename: 'a.png', content: FIXTURES.png() }]);
    const file = mine.json().fileUrls[0] as { id: string; url: string };
    const ping = await t.app.inject({
      method: 'POST',
      url: '/api/services/update-session-activity',
      payload: { sessionId: 1732790000000, files: [{ name: 'a.png', path: `uploads/${file.id}`, url: file.url }] },
      headers: { cookie: sessionCookie(mine) },
    });
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json()).toEqual({ kept: 1 });
    // Anything else is refused in the visitor's words, never zod's English.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/services/update-session-activity',
      payload: { files: 'pas-une-liste' },
      headers: { cookie: sessionCookie(mine) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Valeur invalide.');
  });
});

describe('the upload session', () => {
  it('starts at the first ping, so that parallel first uploads all land in it', async () => {
    // No page sets the cookie: the order form pings first when it sends several files at once.
    const ping = await t.app.inject({ method: 'POST', url: '/api/services/update-session-activity', payload: {} });
    expect(ping.json()).toEqual({ kept: 0 });
    expect(ping.cookies.find((c) => c.name === 'uploadSession')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    const cookie = sessionCookie(ping);

    const sent = await Promise.all(
      ['a.png', 'b.png', 'c.png'].map((filename) => upload([{ filename, content: FIXTURES.png() }], cookie)),
    );
    for (const res of sent) expect(res.cookies.find((c) => c.name === 'uploadSession')).toBeUndefined();
    const ids = sent.map((res) => res.json().fileUrls[0].id as string);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/services/update-session-activity',
      payload: { files: ids },
      headers: { cookie },
    });
    expect(again.json()).toEqual({ kept: 3 });
    expect(again.cookies).toEqual([]);
    for (const id of ids) {
      const del = await t.app.inject({ method: 'DELETE', url: `/api/services/delete/${id}`, headers: { cookie } });
      expect(del.statusCode).toBe(200);
    }
  });
});

describe('sweeper', () => {
  it('removes idle pending files and keeps files attached to an order', async () => {
    const res = await upload([
      { filename: 'oublie.pdf', content: FIXTURES.pdf() },
      { filename: 'commande.pdf', content: FIXTURES.pdf() },
    ]);
    const [idle, attached] = res.json().fileUrls;
    await t.database.db.update(uploads).set({ lastActivityAt: new Date(Date.now() - 3 * 3600_000) });
    await t.database.db
      .update(uploads)
      .set({ status: 'attached', orderId: 'TR-TEST01' })
      .where(eq(uploads.id, attached.id));
    expect(storedFiles().length).toBe(2);

    expect(await t.app.uploadsService.sweepIdle()).toBe(1);
    const left = await t.database.db.select().from(uploads);
    expect(left.map((u) => u.id)).toEqual([attached.id]);
    expect(storedFiles().length).toBe(1);
    expect(idle.id).not.toBe(attached.id);
  });
});
