import type { Role } from '../../../core/account-rules';
import { listAdminUsers } from '../../../server/admin/users/queries';
import type { Database } from '../../../server/db/client';

export interface UserRowView {
  id: string;
  email: string;
  role: Role;
  /** ISO 8601. */
  createdAt: string;
}

/** The users page's rows, read with the same query as GET /api/admin/users (the page loader has checked the role). */
export async function usersForPage(db: Database): Promise<UserRowView[]> {
  return (await listAdminUsers(db)).map((u) => ({ id: u.id, email: u.email, role: u.role, createdAt: u.createdAt.toISOString() }));
}
