import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Lang } from '../../core/messages';
import { backupBucket } from '../backup/destination';
import { logErasure } from '../backup/erasure-log';
import { removeMailCopies } from '../mail/copies';
import { erasureConfirmationEmail } from './emails';
import {
  assertNothingInProgress,
  eraseSubject,
  type ErasureOutcome,
  type ErasurePlan,
  type ErasureSubject,
} from './erasure';

/** What an erasure did (or would do): the answer of the routes that erase or preview. */
export const plan = z.object({
  account: z.boolean(),
  ordersErased: z.array(z.string()),
  ordersAnonymised: z.array(z.string()),
  ordersInProgress: z.array(z.string()),
  documents: z.number(),
  requests: z.number(),
  conversations: z.number(),
  emails: z.number(),
  accessLinks: z.number(),
});

/** Erases, queues the confirmation in the same transaction, then removes files and e-mail copies. */
export async function runErasure(
  app: FastifyInstance,
  subject: ErasureSubject,
  byAdmin: boolean,
  uploadOwnerHash: string | null,
  /** The confirmation's language: the asking page's, or for the translator's erasure the person's last order's. */
  lang: Lang,
): Promise<ErasurePlan> {
  const now = new Date();
  const outcome = await app.database.db.transaction(async (tx) => {
    const result: ErasureOutcome = await eraseSubject(tx, subject, now, { uploadOwner: uploadOwnerHash });
    assertNothingInProgress(result);
    await app.mail.enqueue(tx, {
      kind: 'erasure-confirmation',
      relatedId: null,
      to: subject.email,
      ...erasureConfirmationEmail(result, byAdmin, lang),
    });
    return result;
  });
  app.mail.worker.wake();
  // Its open chat (visitor tabs, an admin inbox) ends now rather than at the next session check.
  if (subject.userId) app.chat.endUser(subject.userId);
  for (const key of outcome.storageKeys) {
    await app.files
      .remove(key)
      .catch((err: unknown) =>
        app.log.warn({ err, key }, 'erasure: stored file not removed (the orphan sweep will retry)'),
      );
  }
  await removeMailCopies(app.config.DATA_DIR, outcome.mailIds).catch(() => {});
  // Beside the backups, so a restore of an older archive erases this person again (issue 28).
  await logErasure(app.config, await backupBucket(app.config), subject, now, (err) =>
    app.log.warn({ err }, 'erasure: not written to the erasure log of the backups'),
  );
  const { storageKeys: _k, mailIds: _m, ...summary } = outcome;
  // Counts only: who was erased is not for the log.
  app.log.info(
    {
      byAdmin,
      ...summary,
      ordersErased: summary.ordersErased.length,
      ordersAnonymised: summary.ordersAnonymised.length,
    },
    'personal data erased',
  );
  return summary;
}
