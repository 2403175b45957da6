import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded at its first use instead of at start. Packages only some
 * configurations or some requests need (ioredis without REDIS_URL, sanitize-html until content
 * is saved or shown) cost the first page and every restart their loading time otherwise: about
 * 250 ms of a 1.7 s reopen of the embedded database (issue 15). `import type` keeps the types.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
