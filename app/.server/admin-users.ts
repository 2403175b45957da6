import type { UserRowView } from '../components/admin/types';
import { listAdminUsers } from '../../server/admin/users/queries';
import type { Database } from '../../server/db/client';

/** The users page's rows, read with the same query as GET /api/admin/users (the page loader has checked the role). */
export async function usersForPage(db: Database): Promise<UserRowView[]> {
  return (await listAdminUsers(db)).map((u) => ({
    id: u.id,
    email: u.email,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  }));
}
