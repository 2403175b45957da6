import type { FastifyReply, FastifyRequest } from 'fastify';

/** Builds the Fetch `Request` React Router expects from a Fastify request. */
export function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // Aborts loaders and rendering when the visitor goes away.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  // The page scope's parser read the body (ssr/plugin.ts).
  if (request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body))
    init.body = Uint8Array.from(request.body);
  return new Request(url, init);
}

/** Copies status and headers, keeping every Set-Cookie separate. */
export function copyHeaders(response: Response, reply: FastifyReply): void {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
