import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // Every `import ... from 'zod'` of the app goes through the CSP-safe setup (no eval probe).
    alias: [{ find: /^zod$/, replacement: path.resolve('core/zod-setup.ts') }],
  },
  build: {
    // Small assets inlined as data: URLs would need a looser CSP for fonts.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The small modules every page uses travel together instead of as a handful of
        // sub-kilobyte chunks; heavier rules (zod schemas, pricing) stay with the pages using them.
        manualChunks(id) {
          // The lookups travel alone, so the page renderer can tell from a route's imports that it
          // shows messages and hint its catalogue (server/ssr/message-chunks.ts); the languages and
          // the active language, which pages without messages need too, go with the shared modules.
          if (/\/core\/messages\/(index|lookup|load)\.ts$/.test(id)) return 'messages';
          if (/\/core\/messages\/(languages|active)\.ts$/.test(id)) return 'shared';
          // Vite's helper for dynamic imports would otherwise land with the catalogue loader, its
          // first user, and every page importing anything lazily would load a catalogue.
          if (id.includes('vite/preload-helper')) return 'shared';
          if (/\/(core\/business|app\/lib\/(cookies|consent|theme|nonce|seo))\.tsx?$/.test(id)) return 'shared';
          // The icon machinery and the icons of the page frame (header, menu, footer), which every
          // page draws, instead of seven chunks of 150–1 400 bytes each (issue 15, home ≤ 120 KB).
          if (/\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|context|defaultAttributes|shared\/.*)\.mjs$/.test(id))
            return 'shared';
          if (/\/lucide-react\/dist\/esm\/icons\/(x|log-in|log-out|map-pin|phone|mail)\.mjs$/.test(id)) return 'shared';
          return undefined;
        },
        // Each language's catalogue: messages-fr-…js, messages-ar-…js; French's names of the seeded
        // catalogue items, which every page with messages loads: messages-reference-fr-…js; the
        // back office's words, which /admin pages only load: messages-back-office-fr-…js.
        chunkFileNames: (chunk) => {
          const catalogue = /\/core\/messages\/([a-z]{2})\/(browser|order-item|back-office)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          );
          if (!catalogue) return 'assets/[name]-[hash].js';
          const part = { browser: '', 'order-item': 'reference-', 'back-office': 'back-office-' }[catalogue[2]!];
          return `assets/messages-${part}${catalogue[1]}-[hash].js`;
        },
      },
    },
  },
  ssr: {
    // The server build takes only the icons it uses: the package's CommonJS entry (1.3 MB, every
    // icon) cost each start about 150 ms of compiling on a quiet machine (issue 15, reopen ≤ 1 s).
    noExternal: ['lucide-react'],
  },
  // Several dev servers on one machine each need their own HMR port.
  server: { hmr: { port: Number(process.env.VITE_HMR_PORT ?? 24678) } },
});
