import { slugify, uniqueSlug } from '../../core/slug';

/** A uuid as the database makes them: anything else in a URL is a slug. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The slug a title gets, given every slug in use by other entries (current or
 * old ones that still redirect) and the words the routes keep for themselves
 * (/blog/new, /faq/new). Slugs are few (a site's articles and questions), so
 * reading them all in the writing transaction is cheaper than being clever.
 */
export function chooseSlug(
  title: string,
  inUse: Iterable<string>,
  reserved: readonly string[],
  fallback: string,
): string {
  const taken = new Set(inUse);
  return uniqueSlug(slugify(title), (s) => taken.has(s) || reserved.includes(s), fallback);
}
