import type { Role } from '../../core/account-rules';

/**
 * What the pages know of the signed-in user: read from the server session
 * (role as stored now), never from the display-only `user` cookie. Its own
 * module so the header and the root loader share it without importing each other.
 */
export interface SessionUser {
  email: string;
  role: Role;
}
