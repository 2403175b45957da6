// Creates a customer with a few orders on a running site (demo payment), to look at the
// customer and admin pages by hand. Usage: node scripts/demo-orders.mjs http://127.0.0.1:3000 [email] [password]
// Prints the session cookie of the customer.
import { readFileSync } from 'node:fs';

const [base, email = 'client.demo@example.fr', password = 'Client1!demo'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/demo-orders.mjs BASE_URL [email] [password]');
  process.exit(2);
}
const origin = new URL(base).origin;
const jar = new Map();
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
async function call(path, init = {}) {
  const res = await fetch(base + path, {
    redirect: 'manual',
    ...init,
    headers: { origin, cookie: cookieHeader(), ...(init.headers ?? {}) },
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  return res;
}
const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

await call('/api/auth/register', json({ email, password }));
const login = await call('/api/auth/login', json({ email, password }));
if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);

const pdf = readFileSync(new URL('../tests/e2e/fixtures/acte-de-naissance.pdf', import.meta.url));
const png = readFileSync(new URL('../tests/e2e/fixtures/passeport-scan.png', import.meta.url));
const plans = [
  {
    numberOfPages: 2,
    numberOfDocuments: 1,
    deliveryMethod: 'email',
    legalization: 'none',
    files: [['acte-de-naissance.pdf', pdf, 'application/pdf']],
    pay: true,
  },
  {
    numberOfPages: 3,
    numberOfDocuments: 2,
    deliveryMethod: 'standard',
    legalization: 'mairie',
    files: [
      ['passeport-scan.png', png, 'image/png'],
      ['acte-de-naissance.pdf', pdf, 'application/pdf'],
    ],
    pay: true,
    comment: 'Noms à transcrire comme sur le passeport : BEN ALI Samir.',
  },
  { numberOfPages: 1, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none', files: [], pay: false },
];
for (const plan of plans) {
  const ids = [];
  if (plan.files.length) {
    const form = new FormData();
    for (const [name, bytes, type] of plan.files) form.append('files', new Blob([bytes], { type }), name);
    const up = await call('/api/services/upload', { method: 'POST', body: form });
    if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
    for (const f of (await up.json()).fileUrls) ids.push(f.path ?? f.url);
  }
  const res = await call(
    '/api/services/checkout',
    json({
      ...plan,
      files: undefined,
      pay: undefined,
      comment: plan.comment ?? '',
      fileIds: ids,
      idempotencyKey: `demo-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    }),
  );
  if (!res.ok) throw new Error(`checkout: ${res.status} ${await res.text()}`);
  const { orderId, url } = await res.json();
  if (plan.pay) {
    const sessionId = url.split('/').pop();
    await call(`/api/payments/demo/${sessionId}/pay`, { method: 'POST' });
  }
  console.error(`order ${orderId}${plan.pay ? ' (paid)' : ''}`);
}
console.log(`token=${jar.get('token')}`);
