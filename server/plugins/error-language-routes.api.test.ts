import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { signIn } from '../admin/test-fixtures';
import { seedCatalogue } from '../catalogue/seed';
import { appPerFile, createTestApp } from '../test/app';

/**
 * Issue 26: every API route that validates what it is sent answers an Arabic page in Arabic.
 * The routes come from the OpenAPI document the app builds from its route schemas, so a route
 * added tomorrow is posted too. Each one gets a body no schema accepts (a JSON array), its path
 * parameters and query a nonsense value, with `x-site-lang: ar` and an admin's session (so the
 * back office's routes reach their checks; a customer's route refuses the admin in Arabic too).
 * See error-language.api.test.ts for the refusals of the public forms, one by one.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

type Operation = { requestBody?: unknown; parameters?: { in: string; name: string }[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/**
 * Routes left out, each with its reason. A route with a body schema must refuse `[]`; one that
 * does not is listed here.
 */
const SKIPPED: Record<string, string> = {};

/** Latin a message may hold: words in an isolate (a name, a code, a French term after its Arabic), and codes in capitals. */
function bareLatin(message: string): string[] {
  const outside = message.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, ' ');
  return [...outside.matchAll(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ’'-]*/g)].map((m) => m[0]).filter((w) => /[a-zß-ÿ]/.test(w));
}

const WRITES = ['post', 'put', 'patch'];

describe('every route that checks its input answers an Arabic page in Arabic', () => {
  it('refuses a body, path or query no schema accepts, in Arabic with no bare French word', async () => {
    const admin = await signIn(t, 'routes.admin@example.fr', 'admin');
    const doc = (await t.app.inject('/api/openapi.json')).json() as OpenApi;
    const checked: string[] = [];
    const faults: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query');
        const withBody = WRITES.includes(method) && op.requestBody !== undefined;
        if (!withBody && query.length === 0) continue;
        const id = `${method.toUpperCase()} ${path}`;
        if (id in SKIPPED) continue;
        const url =
          path.replace(/\{[^}]+\}/g, 'zz%20invalide') +
          (query.length ? `?${query.map((p) => `${p.name}=zz-invalide`).join('&')}` : '');
        // A JSON array, which no body schema accepts; then an empty object, whose missing fields a
        // schema may refuse one by one (or accept, when all are optional).
        for (const payload of withBody ? ['[]', '{}'] : [undefined]) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: {
              ...admin.headers,
              'x-site-lang': 'ar',
              ...(payload ? { 'content-type': 'application/json' } : {}),
            },
            ...(payload ? { payload } : {}),
            remoteAddress: nextIp(),
          });
          checked.push(id);
          const what = `${id}${payload ? ` ${payload}` : ''}`;
          // A query of optional filters may be accepted, so may {}; a body no schema accepts may not.
          if (res.statusCode < 400) {
            if (payload === '[]') faults.push(`${what}: ${res.statusCode}, the invalid body was accepted`);
            continue;
          }
          const message: unknown = res.json().message;
          if (res.statusCode >= 500 || typeof message !== 'string') {
            faults.push(`${what}: ${res.statusCode} ${JSON.stringify(message)}`);
          } else if (!/[\u0600-\u06FF]{2,}/.test(message) || bareLatin(message).length > 0) {
            faults.push(`${what}: ${res.statusCode} « ${message} »`);
          }
        }
      }
    }
    expect(faults).toEqual([]);
    // The document lists the routes: if it stopped listing them, nothing above was checked.
    expect(new Set(checked).size).toBeGreaterThan(40);
  });

  it('finds a French word left bare, and lets isolated ones and codes through', () => {
    expect(bareLatin('نوع التصديق (légalisation) غير معروف.')).toEqual(['légalisation']);
    expect(bareLatin('نوع التصديق (\u2066légalisation\u2069) غير معروف، ملف PDF رقم TR-7K3F9Q2M.')).toEqual([]);
    expect(bareLatin('Commande introuvable.')).toEqual(['Commande', 'introuvable']);
  });
});
