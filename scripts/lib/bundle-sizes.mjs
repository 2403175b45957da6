// The JavaScript a page costs, read from the build alone (so a test can hold the budgets):
// the client entry, the root route and the page's route module with every module they import
// statically — what the browser loads before the page is interactive — each counted at the
// size the server sends, the pre-compressed .br (and .gz) file next to it. A page that shows
// messages also loads its language's catalogue before hydrating (decision 036): the chunk
// `messages-<lang>-….js` its lookups import (and, in another language than French, French's
// reference names `messages-reference-fr-….js`), counted in as well.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = {
  /**
   * The home page's scripts, brotli (what browsers get): issue 15's 120 KB, raised to 122 KB on
   * 28 November 2026 (issue 30: the prices stated up front, the root's choice between the public
   * and the back office's frame, the chat button stepping aside on a phone): 120.5 KB measured.
   * Every KB more is a decision, written here.
   */
  homeBytes: 122 * 1024,
  /** Any one chunk, brotli: the admin editors' chunk is the largest. */
  chunkBytes: 150 * 1024,
};

const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']\.\/([^"']+\.js)["']\s*\)/g;

/** React Router's manifest of the build in `clientDir` (build/client), or null when there is no build. */
export function readManifest(clientDir = 'build/client') {
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(assets)) return null;
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) return null;
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

const sources = new Map();
function sourceOf(full) {
  if (!sources.has(full)) sources.set(full, readFileSync(full, 'utf8'));
  return sources.get(full);
}

/** `/assets/x.js` paths reachable from `start` through static imports (and dynamic ones too when asked). */
function closure(clientDir, start, { dynamic = false } = {}) {
  const seen = new Set();
  const todo = [...start];
  while (todo.length > 0) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = sourceOf(path.join(clientDir, file));
    for (const m of text.matchAll(STATIC_IMPORT)) todo.push(`/assets/${m[1]}`);
    if (dynamic) for (const m of text.matchAll(DYNAMIC_IMPORT)) todo.push(`/assets/${m[1]}`);
  }
  return seen;
}

const measured = new Map();

/** Sizes of one built file: raw, and as served (its .br / .gz, compressed here if missing). */
function sizesOf(clientDir, file) {
  const full = path.join(clientDir, file);
  if (!measured.has(full)) measured.set(full, measure(full, file));
  return measured.get(full);
}

function measure(full, file) {
  const raw = readFileSync(full);
  const read = (ext, make) => (existsSync(full + ext) ? readFileSync(full + ext).length : make(raw).length);
  return {
    file,
    raw: raw.length,
    br: read('.br', (b) => zlib.brotliCompressSync(b)),
    gz: read('.gz', (b) => zlib.gzipSync(b, { level: 9 })),
  };
}

const sum = (rows) =>
  rows.reduce((t, r) => ({ raw: t.raw + r.raw, br: t.br + r.br, gz: t.gz + r.gz }), { raw: 0, br: 0, gz: 0 });

/** The language of a route: Arabic under /ar (route ids `ar/…`), French elsewhere. */
const langOfRoute = (routeId) => (routeId.startsWith('ar/') ? 'ar' : 'fr');

/** The catalogue chunks of `lang` that the files of `seen` import on demand (the lookups' top-level await). */
function catalogueChunks(clientDir, seen, lang) {
  const out = [];
  for (const file of seen) {
    for (const m of sourceOf(path.join(clientDir, file)).matchAll(DYNAMIC_IMPORT)) {
      const reference = lang !== 'fr' && m[1].startsWith('messages-reference-fr-');
      if (m[1].startsWith(`messages-${lang}-`) || reference) out.push(`/assets/${m[1]}`);
    }
  }
  return out;
}

/** The scripts a first view of the route `routeId` loads, with their total. */
export function pageScripts(manifest, routeId, clientDir = 'build/client') {
  const route = (id) => {
    const r = manifest.routes[id];
    if (!r) throw new Error(`no route ${id} in the build`);
    return [r.module, ...(r.imports ?? [])];
  };
  const ids = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) ids.push(id);
  const page = closure(clientDir, [manifest.entry.module, ...manifest.entry.imports, ...ids.flatMap(route)]);
  const files = closure(clientDir, [...page, ...catalogueChunks(clientDir, page, langOfRoute(routeId))]);
  const rows = [...files].map((f) => sizesOf(clientDir, f)).sort((a, b) => b.br - a.br);
  return { files: rows, total: sum(rows) };
}

/** Everything the route may load, its lazy parts (an editor) included. */
export function routeScriptsWithLazy(manifest, routeId, clientDir = 'build/client') {
  const { files } = pageScripts(manifest, routeId, clientDir);
  const all = closure(
    clientDir,
    files.map((f) => f.file),
    { dynamic: true },
  );
  const rows = [...all].map((f) => sizesOf(clientDir, f)).sort((a, b) => b.br - a.br);
  return { files: rows, total: sum(rows) };
}
