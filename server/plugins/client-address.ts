import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

type Trust = (addr: string, hop: number) => boolean;

/**
 * Where the proxies counted by a hop count may sit: the machine itself and private networks
 * (127.0.0.0/8, ::1, 10/8, 172.16/12, 192.168/16, fc00::/7, link-local).
 */
const PROXY_NETWORKS = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The one trust rule for a TRUST_PROXY value, given to Fastify (`request.ip`, `request.protocol`)
 * and used for connections Fastify does not route (Socket.IO's handshake), so a limit per address
 * counts one visitor once whether they come through HTTP or a socket.
 *
 * `true` trusts every hop and a list is compiled by proxy-addr, as Fastify does. A hop count N
 * (`TRUST_PROXY=1`, one nginx in front) trusts the N nearest hops, each only when it is on the
 * loopback or a private network (issue 29, item 11): Fastify 5.12 no longer honours a bare count
 * (every visitor was the proxy's address), and a count alone would let a client who reaches the
 * server directly write its own X-Forwarded-For.
 */
export function trustFunction(trustProxy: boolean | number | string | undefined): Trust | null {
  if (!trustProxy) return null;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') {
    const hops = trustProxy;
    return (addr, hop) => hop < hops && PROXY_NETWORKS(addr, hop);
  }
  return proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
}

/** The client's address of a raw request, as Fastify's `request.ip` gives it. */
export function clientAddress(req: IncomingMessage, trust: Trust | null): string {
  if (!trust) return req.socket?.remoteAddress ?? 'unknown';
  const all = proxyAddr.all(req, trust);
  return all[all.length - 1] ?? req.socket?.remoteAddress ?? 'unknown';
}
