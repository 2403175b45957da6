// Bundles the Fastify server (server/main.ts) into dist/ and pre-compresses
// the browser assets so the static handler serves .br/.gz without work per request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';

// Chunks of an earlier build would linger next to the new ones.
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'server/main.ts' },
  outdir: 'dist',
  bundle: true,
  // Modules imported on demand (the S3 store and its SDK, only with S3_BUCKET) become their own
  // chunks, so their imports are not hoisted into the start-up path.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest|html|map)$/;
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(
        file + '.br',
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(file + '.gz', zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk('build/client');
console.log(`server bundled to dist/server.js; ${count} assets pre-compressed`);
