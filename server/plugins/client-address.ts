import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

type Trust = (addr: string, hop: number) => boolean;

/**
 * The trust rule Fastify applies to `request.ip` for a TRUST_PROXY value, for
 * connections Fastify does not route (Socket.IO's handshake): the same answer
 * for the same request, so a limit per address counts one visitor once
 * whether they come through HTTP or a socket. Mirrors fastify/lib/request.js:
 * `true` trusts every hop, a bare hop count trusts none (Fastify 5 fails
 * closed there), a list is compiled by proxy-addr.
 */
export function trustFunction(trustProxy: boolean | number | string | undefined): Trust | null {
  if (!trustProxy) return null;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
}

/** The client's address of a raw request, as Fastify's `request.ip` would give it. */
export function clientAddress(req: IncomingMessage, trust: Trust | null): string {
  if (!trust) return req.socket?.remoteAddress ?? 'unknown';
  const all = proxyAddr.all(req, trust);
  return all[all.length - 1] ?? req.socket?.remoteAddress ?? 'unknown';
}
