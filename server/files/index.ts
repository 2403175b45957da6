import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import filesRoutes from './routes';
import { createUploadService, type UploadService } from './service';
import { startSweeper } from './sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsService: UploadService;
  }
}

/** Files: customers' uploads before an order, downloads of delivered translations, the idle-upload sweeper. */
async function filesDomain(app: FastifyInstance, opts: { jobs?: boolean }) {
  const config = app.config;
  app.decorate(
    'uploadsService',
    createUploadService(app.database.db, app.files, {
      maxFileBytes: config.UPLOAD_MAX_FILE_MB * 1024 * 1024,
      maxFilesPerRequest: config.UPLOAD_MAX_FILES_PER_REQUEST,
      maxPendingFiles: config.UPLOAD_MAX_PENDING_FILES,
      idleMs: config.UPLOAD_IDLE_MINUTES * 60_000,
    }),
  );
  await app.register(filesRoutes);
  if (opts.jobs !== false) startSweeper(app);
}

export default fp(filesDomain, { name: 'files-domain', fastify: '5.x' });
