import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Small assets inlined as data: URLs would need a looser CSP for fonts.
    assetsInlineLimit: 0,
  },
  // Several dev servers on one machine each need their own HMR port.
  server: { hmr: { port: Number(process.env.VITE_HMR_PORT ?? 24678) } },
});
