import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: {
      /**
       * Runs `task` once this request's answer has been sent: work whose duration would tell
       * something (does this address have an account? orders?) never delays the answer.
       */
      schedule(request: FastifyRequest, task: () => Promise<unknown>): void;
      /** Resolves when every scheduled task has finished (tests, shutdown). */
      idle(): Promise<void>;
    };
  }
}

async function afterResponsePlugin(app: FastifyInstance) {
  const queued = new WeakMap<FastifyRequest, (() => Promise<unknown>)[]>();
  const running = new Set<Promise<unknown>>();
  // 'finish' can come before the answer's bytes have left (Node uncorks the socket on the next
  // tick), and the embedded database works on this thread: started at once, a lookup would hold
  // back the very answer it must not delay (issue 29). Started after the loop's I/O, it cannot.
  const afterIo = () => new Promise((resolve) => setImmediate(resolve));
  const start = (request: FastifyRequest, task: () => Promise<unknown>) => {
    const p = afterIo()
      .then(task)
      .catch((err: unknown) => request.log.error({ err }, 'work after the answer failed'))
      .finally(() => running.delete(p));
    running.add(p);
  };
  app.decorate('afterResponse', {
    schedule(request: FastifyRequest, task: () => Promise<unknown>) {
      const list = queued.get(request);
      if (list) list.push(task);
      else queued.set(request, [task]);
    },
    async idle() {
      // Leave the current tick first: onResponse hooks of answers just sent may still be due.
      await new Promise((r) => setImmediate(r));
      while (running.size > 0) await Promise.all([...running]);
    },
  });
  app.addHook('onResponse', async (request) => {
    const list = queued.get(request);
    if (!list) return;
    queued.delete(request);
    for (const task of list) start(request, task);
  });
  app.addHook('preClose', async () => {
    while (running.size > 0) await Promise.all([...running]);
  });
}

export default fp(afterResponsePlugin, { name: 'after-response', fastify: '5.x' });
