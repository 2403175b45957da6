import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrder } from '../admin/orders/test-fixtures';
import { signIn } from '../admin/test-fixtures';
import { nextIp } from '../accounts/test-app';
import { attachDocument } from '../retention/test-fixtures';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';
import { FIXTURES, multipart } from '../test/multipart';

/** The remaining findings of the security review (issue 13), one block each. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { UPLOAD_MAX_FILE_MB: '2', UPLOAD_MAX_PENDING_FILES: '2', UPLOAD_MAX_FILES_PER_REQUEST: '3' },
    { ssr: await loadServerBuild() },
  );
});
afterAll(() => t.close());

describe('NUL in a path', () => {
  // The 9 API routes and the page routes that answered 500 before (a NUL reached PostgreSQL).
  const api = [
    ['GET', '/api/qr/a%00b'],
    ['PUT', '/api/qr/a%00b'],
    ['DELETE', '/api/qr/a%00b'],
    ['GET', '/api/articles/a%00b'],
    ['PUT', '/api/articles/a%00b'],
    ['DELETE', '/api/articles/a%00b'],
    ['GET', '/api/admin/orders/a%00b'],
    ['DELETE', '/api/admin/a%00b'],
    ['POST', '/api/admin/upload/a%00b'],
    ['GET', '/api/services/orders/TR-%00'],
    ['GET', '/api/admin/orders?q=%00'],
  ] as const;
  const pages = [
    '/faq/a%00b',
    '/faq/a%00b/edit',
    '/blog/a%00b',
    '/article/a%00b',
    '/blog/edit/a%00b',
    '/admin/order-admin-details/a%00b',
    '/admin/orders?q=%00',
    '/orders/a%00b',
  ];

  it('answers 400 on every API route and page, signed in as an admin or not', async () => {
    const admin = await signIn(t, 'admin.nul@example.fr', 'admin');
    for (const headers of [{}, admin.headers]) {
      for (const [method, url] of api) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: method === 'GET' || method === 'DELETE' ? undefined : '{"question":"q","answer":"a"}',
        });
        expect([res.statusCode, method, url]).toEqual([400, method, url]);
        expect(res.json()).toEqual({ message: 'Adresse invalide.' });
      }
      for (const url of pages) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([res.statusCode, url]).toEqual([400, url]);
        expect(res.headers['content-type']).toContain('text/html');
      }
    }
  });

  it('never answers 500 to a NUL inside a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: {
        name: 'Jane',
        email: 'jane@example.fr',
        subject: 'Bonjour',
        message: 'Un message\u0000 piégé de plus de dix caractères',
      },
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('personal JSON is never cached', () => {
  it('sends Cache-Control: private, no-store on the session, orders, admin lists and chat', async () => {
    const admin = await signIn(t, 'admin.cache@example.fr', 'admin');
    for (const url of [
      '/api/auth/me',
      '/api/services/orders',
      '/api/admin/users',
      '/api/admin/orders',
      '/api/admin/dashboard',
      '/api/admin/quotes',
      '/api/chat/session',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'private, no-store']);
    }
    // Errors too (a 401 says who is not signed in).
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).headers['cache-control']).toBe(
      'private, no-store',
    );
  });
});

describe('uploads', () => {
  /** Sends `total` bytes of one multipart file over a real socket; returns the status and what the server read. */
  async function oversize(
    total: number,
    declared = total,
  ): Promise<{ status: string; serverRead: number; closed: boolean }> {
    let serverRead = -1;
    const hook = (bytes: number) => (serverRead = bytes);
    hooks.push(hook);
    const boundary = '----finding';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let sent = 0;
      let response = '';
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      socket.on('connect', () => {
        socket.write(
          `POST /api/services/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
        );
        socket.write(head);
        sent = head.length;
        const pump = () => {
          while (sent < total && response === '' && !socket.destroyed) {
            sent += chunk.length;
            if (!socket.write(chunk)) return socket.once('drain', pump);
          }
        };
        pump();
      });
      socket.on('data', (d) => (response += d.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        hooks.splice(hooks.indexOf(hook), 1);
        resolve({ status: response.slice(9, 12), serverRead, closed: true });
      });
    });
  }
  const hooks: ((bytes: number) => void)[] = [];
  let port = 0;
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp(
      { UPLOAD_MAX_FILE_MB: '2', UPLOAD_MAX_FILES_PER_REQUEST: '10' },
      {
        extend: (app) =>
          app.addHook('onResponse', async (request) => hooks.forEach((h) => h(request.raw.socket.bytesRead))),
      },
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server.close());

  it('refuses an oversize file as soon as it passes the limit and closes the connection', async () => {
    // 20 MB: under what 10 files of 2 MB may declare, so the refusal comes from reading the file.
    const result = await oversize(20 * 1024 * 1024);
    expect(result.status).toBe('413');
    expect(result.closed).toBe(true);
    // 2 MB allowed: the server stopped within a few socket buffers of it, not at 40 MB.
    expect(result.serverRead).toBeGreaterThan(2 * 1024 * 1024);
    expect(result.serverRead).toBeLessThan(6 * 1024 * 1024);
  });

  it('refuses a body whose declared length cannot fit before reading it', async () => {
    const result = await oversize(1024 * 1024, 40 * 1024 * 1024);
    expect(result.status).toBe('413');
    expect(result.serverRead).toBeLessThan(1024 * 1024);
  });

  it('counts the pending-files allowance per client address too, not only per cookie', async () => {
    const ip = nextIp();
    const send = (cookie?: string, from = ip) => {
      const body = multipart([{ filename: 'acte.pdf', content: FIXTURES.pdf() }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/services/upload',
        payload: body.payload,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
        remoteAddress: from,
      });
    };
    // Three browsers' worth (2 each) from one address…
    for (let browser = 0; browser < 3; browser++) {
      const first = await send();
      expect(first.statusCode).toBe(200);
      const cookie = first.headers['set-cookie']!.toString().split(';')[0]!;
      expect((await send(cookie)).statusCode).toBe(200);
      expect((await send(cookie)).statusCode).toBe(400);
    }
    // …and dropping the cookie again does not reset the allowance…
    const fresh = await send();
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toEqual({
      message:
        'Vous avez atteint la limite de 2 fichiers en attente, ceux des commandes non payées compris\u00a0: supprimez-en, ou payez la commande déjà passée.',
    });
    // …which another address still has.
    expect((await send(undefined, nextIp())).statusCode).toBe(200);
  });

  it('stores file names without right-to-left overrides or other invisible characters', async () => {
    const body = multipart([{ filename: 'facture\u202efdp.pdf', content: FIXTURES.pdf() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/upload',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fileUrls[0].name).toBe('facturefdp.pdf');
  });
});

describe('customer documents opened by the admin', () => {
  it('are always downloads; translations still open in the browser', async () => {
    const admin = await signIn(t, 'admin.pdf@example.fr', 'admin');
    const order = await seedOrder(t, { status: 'translated' });
    const doc = await attachDocument(t, order.id, 'client');
    const translation = await attachDocument(t, order.id, 'translation');
    const open = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/services/files/${id}`, headers: admin.headers });
    expect((await open(doc.id)).headers['content-disposition']).toMatch(/^attachment; /);
    expect((await open(translation.id)).headers['content-disposition']).toMatch(/^inline; /);
  });
});
