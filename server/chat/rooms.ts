/** Socket.IO room names and limits shared by the chat's visitor and admin sides. */

/** Visitor messages allowed per conversation per minute. */
export const VISITOR_RATE = { limit: 20, windowMs: 60_000 } as const;
/** Open sockets one visitor (one conversation) may hold on one instance: tabs, windows. */
export const SOCKETS_PER_VISITOR = 10;
export const HOUR_MS = 60 * 60_000;

export const ADMINS = 'admins';
export const visitorRoom = (key: string) => `visitor:${key}`;
/** Rooms of signed-in sockets, in both namespaces: ended at logout, demotion or deletion. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
