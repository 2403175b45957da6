import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import { sessions, users } from '../accounts/schema';
import type { ChatContext } from './realtime';

/**
 * The safety net behind the logout/demotion/deletion rooms (issue 12): every
 * few seconds, the sessions of this instance's signed-in sockets are read again
 * in one query. A socket whose session expired, was revoked or deleted, or an
 * admin socket whose account is no longer admin, is disconnected, even if the
 * instant notice was lost (Redis away, another process revoked it, expiry).
 * If the database cannot answer, the sockets stay: they cannot do anything
 * without it either, and each admin event checks the session again.
 */
export function watchSessions(ctx: ChatContext, everyMs: number) {
  const db = ctx.app.database.db;
  let running = false;
  let lastWarning = 0;

  async function check() {
    const watched: { socket: Socket; admin: boolean }[] = [];
    for (const socket of ctx.admins.sockets.values()) watched.push({ socket, admin: true });
    for (const socket of ctx.visitors.sockets.values())
      if (socket.data.sessionId) watched.push({ socket, admin: false });
    const ids = [
      ...new Set(
        watched.map((w) => w.socket.data.sessionId as string | undefined).filter((id): id is string => Boolean(id)),
      ),
    ];
    const live = new Map<string, string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .select({ id: sessions.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, ids.slice(i, i + 500)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, ctx.now()),
          ),
        );
      for (const row of rows) live.set(row.id, row.role);
    }
    for (const { socket, admin } of watched) {
      const role = live.get(socket.data.sessionId as string);
      if (role === undefined || (admin && role !== 'admin')) {
        socket.emit('chat:ended');
        socket.disconnect();
      }
    }
  }

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    check()
      .catch((err: unknown) => {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          ctx.app.log.warn({ err }, 'chat: could not check the sessions of open sockets');
        }
      })
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
