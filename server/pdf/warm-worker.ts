import { Worker } from 'node:worker_threads';

/**
 * One worker thread kept between jobs, for the PDF work that must be stoppable (the page count,
 * decision 022; the verification stamp, decision 054).
 *
 * A new thread per file paid Node's start and pdf-lib's loading every time: about 0.7 s of CPU
 * on the 2-core machine, more than counting a usual document's pages. The API tests started 237
 * of them in one run (issue 32; bench/README.md, 29 November). The thread now starts with its
 * first job and waits for the next; a job that runs over its time, fills its heap or crashes
 * costs the thread, and the next job starts a new one. Jobs never overlap: each caller queues its
 * own (`turn` in page-count.ts and stamp-worker.ts).
 *
 * The thread never keeps the process alive (unref): a server that stops, or a test file that
 * ends, does not wait for it.
 */
export class WarmWorker {
  private worker: Worker | undefined;

  constructor(
    /** CommonJS source that answers `parentPort` messages, one job after the other. */
    private readonly source: string,
    private readonly workerData: unknown,
    private readonly maxHeapMb: number,
  ) {}

  /** The running thread, or a new one. */
  acquire(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.source, {
      eval: true,
      workerData: this.workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
      stdout: true,
      stderr: true,
    });
    // Nothing is printed on purpose; drain whatever a parser warning writes.
    worker.stdout.resume();
    worker.stderr.resume();
    // An error between jobs must not go unhandled (it would stop the process): the thread is gone.
    worker.on('error', () => this.discard(worker));
    worker.once('exit', () => this.discard(worker));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Stops the thread (a job ran over, or it failed): the next job starts a new one. */
  discard(worker: Worker | undefined = this.worker): void {
    if (!worker) return;
    if (this.worker === worker) this.worker = undefined;
    void worker.terminate();
  }
}

/** One job at a time: the others wait their turn (a job's timeout starts with its turn). */
export function turns() {
  let running = false;
  const waiting: (() => void)[] = [];
  return async function turn<T>(work: () => Promise<T>): Promise<T> {
    // The turn passes straight from one job to the next waiting one: a caller arriving meanwhile
    // queues behind it, so two jobs never share the thread.
    if (running) await new Promise<void>((resolve) => waiting.push(resolve));
    running = true;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running = false;
    }
  };
}
