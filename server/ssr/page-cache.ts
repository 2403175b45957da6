/**
 * Micro-cache for anonymous page renders: a burst of visitors on the same URL
 * costs one render. Entries live a few seconds; content edits invalidate what
 * they touched. The cached HTML keeps the nonce it was rendered with, and each
 * hit swaps in a fresh one so every response still has its own strict CSP.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
  expires: number;
}

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage | null>>();

  constructor(
    private ttlMs: number,
    private maxEntries = 500,
    private now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Runs `render` once for concurrent callers of the same key; `render`
   * answers null when the response must not be shared.
   */
  async getOrRender(key: string, render: () => Promise<Omit<CachedPage, 'expires'> | null>): Promise<CachedPage | null> {
    const hit = this.get(key);
    if (hit) return hit;
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const promise = render()
      .then((page) => {
        if (!page) return null;
        const entry = { ...page, expires: this.now() + this.ttlMs };
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** Drops every cached variant of the given paths (or prefixes ending in `*`); no argument drops all. */
  invalidate(...paths: string[]): void {
    if (paths.length === 0) {
      this.entries.clear();
      return;
    }
    for (const key of [...this.entries.keys()]) {
      const path = key.slice(0, key.indexOf('|'));
      const pathname = path.split('?')[0]!;
      if (paths.some((p) => (p.endsWith('*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p))) {
        this.entries.delete(key);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Replaces every occurrence of the old nonce; nonces are random, so no false match. */
export function withFreshNonce(html: string, oldNonce: string, newNonce: string): string {
  return html.split(oldNonce).join(newNonce);
}
