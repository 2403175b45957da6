import { existsSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * Local control channel of a server running on the embedded database: `npm run admin:create` and
 * `npm run retention` cannot open the data folder while the server holds it, so they ask the
 * server to do the work. It listens on a Unix socket inside the data folder (0700), so only the
 * server's own user (and root) can connect: the file system is the authentication, no secret
 * travels and no TCP port is opened. Requests are small JSON bodies; each command is a function.
 */
const CONTROL_SOCKET = 'control.sock';
/** Unix socket paths are limited to about 104 bytes on some systems. */
const MAX_SOCKET_PATH = 100;

export type ControlHandler = (body: Record<string, unknown>) => Promise<{ status: number; body: unknown }>;

function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_SOCKET);
}

/** Starts the channel; returns a function closing it, or null when the path is too long for a socket. */
export async function startControlServer(
  dataDir: string,
  handlers: Record<string, ControlHandler>,
  log: { warn(obj: object, msg: string): void },
): Promise<(() => Promise<void>) | null> {
  const socket = controlSocketPath(dataDir);
  if (socket.length > MAX_SOCKET_PATH) {
    log.warn({ socket }, 'control socket path too long: admin:create and retention need the server stopped');
    return null;
  }
  // Left by a server killed earlier; this process holds the data folder's lock, so it is no one's.
  if (existsSync(socket)) unlinkSync(socket);
  const server = http.createServer((req, res) => {
    const handler = req.method === 'POST' ? handlers[req.url ?? ''] : undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!handler) return reply(404, { message: 'Commande inconnue.' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return reply(400, { message: 'Requête invalide.' });
      }
      handler(body).then(
        (r) => reply(r.status, r.body),
        (err: unknown) => reply(500, { message: (err as Error).message }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Sends one command to the server running on this data folder. */
export function callControl(
  dataDir: string,
  command: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: controlSocketPath(dataDir),
        path: command,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 500,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
            });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
