import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Stripe endpoints the server uses, on loopback: it records what the SDK
 * sends and answers sessions whose payment status each test sets, and refunds of their
 * PaymentIntents (idempotency keys honoured as Stripe does, never more than was paid).
 * `down` makes it drop every connection, like an unreachable API.
 */
interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
export interface StubSession {
  id: string;
  url: string;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  client_reference_id: string | null;
  /** Set once the session is paid (the test marks it), as Stripe does. */
  payment_intent: string | null;
  amount_total: number;
}
export interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  status: 'succeeded';
  payment_intent: string;
  metadata: Record<string, string>;
}

export function stripeStandIn() {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StubSession>();
  const refunds: StubRefund[] = [];
  const byIdempotencyKey = new Map<string, StubRefund>();
  let down = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (down) {
        req.socket.destroy();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      const asObject = (s: StubSession) => ({ object: 'checkout.session', mode: 'payment', currency: 'eur', ...s });
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const amounts = [...form.keys()]
          .filter((k) => k.endsWith('[price_data][unit_amount]'))
          .map((k) => Number(form.get(k)));
        const session: StubSession = {
          id,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          payment_status: 'unpaid',
          status: 'open',
          client_reference_id: form.get('client_reference_id'),
          payment_intent: null,
          amount_total: amounts.reduce((a, b) => a + b, 0),
        };
        sessions.set(id, session);
        return json(200, asObject(session));
      }
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        const id = `cus_test_${randomBytes(8).toString('hex')}`;
        return json(200, { id, object: 'customer', email: form.get('email'), name: form.get('name') });
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (session) return json(200, asObject(session));
        return json(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const [status, body] = createRefund(
          { sessions, refunds, byIdempotencyKey },
          String(req.headers['idempotency-key'] ?? ''),
          form,
        );
        return json(status, body);
      }
      return json(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname})` },
      });
    });
  });
  return {
    requests,
    sessions,
    refunds,
    /** The test's « customer paid »: the session completes with a PaymentIntent. */
    pay(sessionId: string): string {
      const session = sessions.get(sessionId)!;
      session.payment_status = 'paid';
      session.status = 'complete';
      session.payment_intent ??= `pi_test_${randomBytes(12).toString('hex')}`;
      return session.payment_intent;
    },
    set down(value: boolean) {
      down = value;
    },
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    reset() {
      requests.length = 0;
      sessions.clear();
      refunds.length = 0;
      byIdempotencyKey.clear();
      down = false;
    },
  };
}

/** A 400 as Stripe words it. */
const invalid = (message: string, code?: string): [number, unknown] => [
  400,
  { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
];

interface RefundState {
  sessions: Map<string, StubSession>;
  refunds: StubRefund[];
  byIdempotencyKey: Map<string, StubRefund>;
}

/** POST /v1/refunds as Stripe answers it: idempotency keys honoured, never more than was paid. */
function createRefund(state: RefundState, key: string, form: URLSearchParams): [number, unknown] {
  const { sessions, refunds, byIdempotencyKey } = state;
  const again = key ? byIdempotencyKey.get(key) : undefined;
  if (again) return [200, again];
  const intent = form.get('payment_intent') ?? '';
  const session = [...sessions.values()].find((s) => s.payment_intent === intent);
  if (!session) return invalid(`No such payment_intent: '${intent}'`, 'resource_missing');
  const amount = Number(form.get('amount') ?? session.amount_total);
  const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0);
  if (refunded + amount > session.amount_total)
    return invalid(
      `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${(session.amount_total - refunded) / 100})`,
      'amount_too_large',
    );
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  const refund: StubRefund = {
    id: `re_test_${randomBytes(12).toString('hex')}`,
    object: 'refund',
    amount,
    status: 'succeeded',
    payment_intent: intent,
    metadata,
  };
  refunds.push(refund);
  if (key) byIdempotencyKey.set(key, refund);
  return [200, refund];
}
