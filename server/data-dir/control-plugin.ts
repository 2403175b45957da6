import type { FastifyInstance } from 'fastify';
import { accountEmailSchema } from '../../core/account-rules';
import { DEFAULT_LANG, wordMessage } from '../../core/messages';
import { ensureAdmin, findUserByEmail } from '../accounts/service';
import { startControlServer } from './control';

/**
 * The commands a running server on the embedded database does for the command-line tools
 * (see control.ts): admin accounts (npm run admin:create), the retention purge (npm run retention)
 * and backups (npm run backup).
 */
export async function registerControlChannel(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const email = (body: Record<string, unknown>) => accountEmailSchema.safeParse(body.email);
  const close = await startControlServer(
    app.config.DATA_DIR,
    {
      async '/admin/exists'(body) {
        const parsed = email(body);
        if (!parsed.success)
          return { status: 400, body: { message: wordMessage(DEFAULT_LANG, parsed.error.issues[0]?.message) } };
        return { status: 200, body: { exists: Boolean(await findUserByEmail(db, parsed.data)) } };
      },
      async '/admin/ensure'(body) {
        try {
          const result = await ensureAdmin(db, {
            email: String(body.email ?? ''),
            password: typeof body.password === 'string' ? body.password : undefined,
            replacePassword: body.replacePassword === true,
          });
          app.log.info(
            { email: result.user.email, outcome: result.outcome },
            'admin account set through the control socket',
          );
          return { status: 200, body: { outcome: result.outcome, passwordReplaced: result.passwordReplaced } };
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status && status < 500) return { status, body: { message: (err as Error).message } };
          throw err;
        }
      },
      async '/retention'(body) {
        const run = await app.retention.run({ dryRun: body.dryRun === true });
        return { status: 200, body: { run } };
      },
      async '/backup'() {
        // A refusal or failure is one line for the command (its catalogue reference, worded there).
        try {
          return { status: 200, body: { result: await app.backup.run() } };
        } catch (err) {
          return { status: 409, body: { message: (err as Error).message } };
        }
      },
    },
    app.log,
  );
  if (close) app.addHook('preClose', close);
}
