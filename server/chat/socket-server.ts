import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { ChatRealtimeOptions } from './realtime';
import { chatRedisLink } from './redis-link';

/**
 * The Socket.IO server on Fastify's HTTP server, its two namespaces (visitors `/`, admins
 * `/admin`) and, with REDIS_URL, the Redis link that carries events between instances.
 */
export function openSocketServer(app: FastifyInstance, opts: ChatRealtimeOptions) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Browsers always send Origin on a WebSocket handshake: another site cannot open one with our visitor's cookies.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || origin === publicOrigin);
    },
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });
  const link = opts.redisUrl
    ? chatRedisLink({
        url: opts.redisUrl,
        channel: opts.redisChannel ?? 'socket.io',
        log: app.log.child({ module: 'chat-redis' }),
        onRejoin(side, outageMs) {
          app.log.info({ side, outageMs }, 'chat: Redis link back, sockets resync');
          // Back from an outage: each client reloads what is stored, so nothing acknowledged meanwhile is missed.
          if (side === 'subscriber') {
            visitors.local.emit('chat:resync');
            admins.local.emit('chat:resync');
          } else {
            visitors.emit('chat:resync');
            admins.emit('chat:resync');
          }
        },
      })
    : null;
  if (link) io.adapter(link.adapter);
  const visitors = io.of('/');
  const admins = io.of('/admin');
  return { io, link, visitors, admins };
}
