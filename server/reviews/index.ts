import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderStatus } from '../../core/order-status';
import type { DbOrTx } from '../db/client';
import type { Order } from '../orders/schema';
import adminReviewRoutes from './admin-routes';
import { reviewLinkKey } from './links';
import { markDelivered, sendDueReviewRequests, type ReviewRequestDeps, type ReviewRequestRun } from './requests';
import reviewRoutes from './routes';
import { reviewLinkState, type ReviewLinkState } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: {
      /** The key of the review links (derived from SESSION_SECRET). */
      linkKey: Buffer;
      /** Inside an order's status change: its first delivery schedules the review e-mail. */
      markDelivered(tx: DbOrTx, order: Pick<Order, 'id'>, to: OrderStatus): Promise<void>;
      /** One run of the job now: every review e-mail that is due. */
      run(now?: Date): Promise<ReviewRequestRun>;
      /** What a review link opens (the page's loader), or null for a link the site never made. */
      linkState(token: string): Promise<ReviewLinkState | null>;
    };
  }
}

/** First run a minute after start (not during it), then every quarter of an hour: days are the unit. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 15 * 60_000;

/** Reviews from real clients (docs/reviews.md): asking, the review page's API, moderation. */
async function reviewsDomain(app: FastifyInstance, opts: { jobs?: boolean }) {
  const linkKey = reviewLinkKey(app.config.SESSION_SECRET);
  const deps: ReviewRequestDeps = {
    days: app.config.REVIEW_REQUEST_DAYS,
    publicUrl: app.config.PUBLIC_URL,
    linkKey,
    enqueue: (db, mail) => app.mail.enqueue(db, mail),
  };
  let running: Promise<unknown> | null = null;
  const run = (now?: Date) => {
    const p = sendDueReviewRequests(app.database.db, deps, app.log, now);
    const settled: Promise<unknown> = p
      .catch(() => {})
      .finally(() => {
        if (running === settled) running = null;
      });
    running = settled;
    return p;
  };
  app.decorate('reviews', {
    linkKey,
    markDelivered: (tx, order, to) => markDelivered(tx, deps, order, to),
    run,
    linkState: (token) => reviewLinkState(app.database.db, linkKey, token),
  });
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  if (opts.jobs === false) return;

  const tick = () => {
    // A slow run is never doubled by the next tick of the same instance.
    if (running) return;
    run()
      .then((r) => {
        if (r.sent || r.skipped) app.log.info(r, 'reviews: review requests');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'reviews: run failed'));
  };
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(tick, FIRST_RUN_MS);
    first.unref();
    timer = setInterval(tick, EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

export default fp(reviewsDomain, { name: 'reviews-domain', fastify: '5.x' });
