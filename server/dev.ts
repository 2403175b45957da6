import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildApp } from './app';
import { closeGracefully, configOrExit, openDatabaseOrExit } from './lifecycle';

/** Development entry: Vite serves modules with hot reload, pages render from source. */
const config = configOrExit();
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const database = await openDatabaseOrExit(config);
const app = await buildApp({
  config: { ...config, PAGE_CACHE_TTL_MS: 0 },
  database,
  controlSocket: true,
  ssr: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  beforePages: async (instance) => {
    await instance.register(middie);
    instance.use(vite.middlewares);
  },
});
app.addHook('onClose', async () => vite.close());
closeGracefully(app);
await app.listen({ port: config.PORT, host: config.HOST });
