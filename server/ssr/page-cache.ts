import { splicedGzip, type SplicedGzip } from './spliced-gzip';

/**
 * Micro-cache for anonymous page renders: a burst of visitors on the same URL costs one
 * render. Entries live a few seconds; content edits drop them all. The cache holds at most
 * `maxBytes`, the least recently used entries leaving first, so no crawl can grow it.
 *
 * Every response still has its own CSP nonce: an entry keeps its HTML cut at the nonce it was
 * rendered with, and its gzip variant compressed once with the nonce left as a hole
 * (spliced-gzip.ts); a hit only joins the pieces around a fresh nonce.
 */

/** What a renderer hands over: a response every anonymous visitor may share. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  html: string;
  /** The nonce the HTML was rendered with. */
  nonce: string;
}

/** Bookkeeping per entry beyond its bodies (key, map slot, objects). */
const ENTRY_OVERHEAD = 512;

export class CachedPage {
  readonly status: number;
  readonly headers: [string, string][];
  readonly bytes: number;
  private readonly pieces: Buffer[];
  private readonly gzip: SplicedGzip | null;
  private readonly nonceBytes: number;

  constructor(
    page: RenderedPage,
    readonly expires: number,
    keyLength: number,
  ) {
    this.status = page.status;
    this.headers = page.headers;
    this.pieces = page.html.split(page.nonce).map((piece) => Buffer.from(piece));
    this.nonceBytes = Buffer.byteLength(page.nonce);
    this.gzip = splicedGzip(this.pieces, this.nonceBytes);
    const headerBytes = page.headers.reduce((n, [name, value]) => n + name.length + value.length, 0);
    this.bytes =
      this.pieces.reduce((n, p) => n + p.length, 0) +
      (this.gzip?.bytes ?? 0) +
      2 * (keyLength + headerBytes) +
      ENTRY_OVERHEAD;
  }

  /**
   * One response's body with its own nonce, gzip-compressed when the client takes gzip (and the
   * nonce is as long as the one rendered, as every nonce of the site is).
   */
  body(nonce: string, acceptsGzip: boolean): { body: Buffer; gzip: boolean } {
    const fill = Buffer.from(nonce);
    if (acceptsGzip && this.gzip && fill.length === this.nonceBytes) return { body: this.gzip.with(fill), gzip: true };
    const parts: Buffer[] = [];
    this.pieces.forEach((piece, i) => {
      if (i > 0) parts.push(fill);
      parts.push(piece);
    });
    return { body: Buffer.concat(parts), gzip: false };
  }

  /** The page as text with the given nonce (tests, tools). */
  html(nonce: string): string {
    return this.body(nonce, false).body.toString();
  }
}

export interface PageCacheOptions {
  /** How long an entry is reused; 0 turns the cache off. */
  ttlMs: number;
  /** The most the entries may hold together. */
  maxBytes: number;
  now?: () => number;
}

export class PageCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  private entries = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage | null>>();
  private heldBytes = 0;
  /** Bumped by invalidate(): a render begun before an edit is not kept after it. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(opts: PageCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.maxBytes = opts.maxBytes;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.heldBytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Runs `render` once for concurrent callers of the same key; `render` answers null when the
   * response must not be shared (anything but a 200 page, personal pages: see ssr/plugin.ts).
   */
  async getOrRender(key: string, render: () => Promise<RenderedPage | null>): Promise<CachedPage | null> {
    const hit = this.get(key);
    if (hit) return hit;
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const generation = this.generation;
    const promise = render()
      .then((page) => {
        if (!page) return null;
        const entry = new CachedPage(page, this.now() + this.ttlMs, key.length);
        if (generation === this.generation) this.store(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  private store(key: string, entry: CachedPage): void {
    // An entry larger than the whole cache is served once and not kept.
    if (entry.bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.heldBytes -= previous.bytes;
    }
    for (const [oldKey, old] of this.entries) {
      if (this.heldBytes + entry.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.heldBytes -= old.bytes;
    }
    this.entries.set(key, entry);
    this.heldBytes += entry.bytes;
  }

  /** Drops every cached variant of the given paths (or prefixes ending in `*`); no argument drops all. */
  invalidate(...paths: string[]): void {
    this.generation++;
    if (paths.length === 0) {
      this.entries.clear();
      this.heldBytes = 0;
      return;
    }
    for (const [key, entry] of [...this.entries]) {
      const path = key.slice(0, key.indexOf('|'));
      const pathname = path.split('?')[0]!;
      if (paths.some((p) => (p.endsWith('*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p))) {
        this.entries.delete(key);
        this.heldBytes -= entry.bytes;
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the entries hold (bodies, gzip variants, keys and headers). */
  get bytes(): number {
    return this.heldBytes;
  }
}
