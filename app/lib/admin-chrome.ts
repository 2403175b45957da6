import type { UIMatch } from 'react-router';
import { splitLangPath } from '../../core/messages/pages';

/**
 * The route handle of the back office's pages (issue 30): they wear a frame of their own
 * (app/components/admin/AdminShell.tsx), not the public site's header, footer, cookie banner and
 * chat button. /admin/login keeps the public frame: it is where a visitor who strayed lands.
 */
export const ADMIN_CHROME = { chrome: 'admin' } as const;

/** Whether the page's routes asked for the back office's frame. */
export function wearsAdminChrome(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => (m.handle as { chrome?: unknown } | undefined)?.chrome === 'admin');
}

/**
 * Whether an address is the back office's, /admin/login and its error pages included: the cookie
 * banner and the visitor's chat button never sit over it (issue 30).
 */
export function isBackOfficePath(pathname: string): boolean {
  const { path } = splitLangPath(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}
