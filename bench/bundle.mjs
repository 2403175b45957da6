// npm run bench:bundle — the JavaScript each public page loads before it is interactive and
// the admin routes' largest chunks, read from the build (after `npm run build`): compressed
// sizes of the files the server sends. app/bundle-budget.test.ts holds the same budgets.
// (Lighthouse, `npm run bench:pages`, also counts each response's headers, ~0.35 KB a file.)
import { BUDGETS, pageScripts, readManifest, routeScriptsWithLazy } from '../scripts/lib/bundle-sizes.mjs';

const manifest = readManifest();
if (!manifest) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const kb = (n) => (n / 1024).toFixed(1);
const PAGES = [
  ['/', 'routes/home'],
  ['/services', 'routes/services'],
  ['/ar/services', 'ar/services'],
  ['/faq', 'routes/faq'],
  ['/ar/faq', 'ar/faq'],
  ['/blog', 'routes/blog'],
  ['/blog/:slug', 'blog-article'],
  ['/traduction-arabe-dijon', 'routes/traduction-arabe-dijon'],
];

console.log('\nScripts loaded by a first view (compressed as served)\n');
console.log('| page                    | files | brotli KB | gzip KB | raw KB |');
console.log('|-------------------------|-------|-----------|---------|--------|');
for (const [page, id] of PAGES) {
  const { files, total } = pageScripts(manifest, id);
  console.log(
    `| ${page.padEnd(23)} | ${String(files.length).padStart(5)} | ${kb(total.br).padStart(9)} | ${kb(total.gz).padStart(7)} | ${kb(total.raw).padStart(6)} |`,
  );
}
const home = pageScripts(manifest, 'routes/home');
console.log(
  `\nhome: ${kb(home.total.br)} KB brotli (budget ${kb(BUDGETS.homeBytes)} KB) — ${home.total.br <= BUDGETS.homeBytes ? 'within' : 'OVER'}`,
);
console.log(
  'largest home files:',
  home.files
    .slice(0, 6)
    .map((f) => `${f.file.replace('/assets/', '')} ${kb(f.br)}`)
    .join(', '),
);

console.log('\nAdmin and editor routes, lazy parts included\n');
console.log(
  '| route                         | all scripts brotli KB | largest chunk                      | brotli KB | gzip KB |',
);
console.log(
  '|-------------------------------|-----------------------|------------------------------------|-----------|---------|',
);
let over = 0;
for (const id of Object.keys(manifest.routes).filter((r) => /admin|-new|-edit/.test(r))) {
  const { files, total } = routeScriptsWithLazy(manifest, id);
  const largest = files[0];
  if (largest.br > BUDGETS.chunkBytes) over++;
  console.log(
    `| ${id.padEnd(29)} | ${kb(total.br).padStart(21)} | ${largest.file.replace('/assets/', '').padEnd(34)} | ${kb(largest.br).padStart(9)} | ${kb(largest.gz).padStart(7)} |`,
  );
}
console.log(
  `\nchunk budget ${kb(BUDGETS.chunkBytes)} KB brotli: ${over === 0 ? 'every chunk within' : `${over} route(s) OVER`}`,
);
