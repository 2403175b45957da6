import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardProcess, isNetworkError } from './process-guard';

function fakeApp() {
  const log = { error: vi.fn(), fatal: vi.fn() };
  const close = vi.fn(() => Promise.resolve());
  return { app: { log, close } as unknown as FastifyInstance, log, close };
}

let release: (() => void) | undefined;
/** What Node does when nothing handled the error (typed loosely: the overloads differ between @types/node versions). */
const emit = (event: string, ...args: unknown[]) =>
  (process.emit as unknown as (event: string, ...args: unknown[]) => boolean)(event, ...args);
afterEach(() => release?.());

describe('process guard', () => {
  it('tells network errors from our own bugs', () => {
    expect(isNetworkError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isNetworkError(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBe(true);
    expect(isNetworkError(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isNetworkError('ECONNRESET')).toBe(false);
  });

  it('logs an unhandled rejection and keeps serving', () => {
    const { app, log, close } = fakeApp();
    const exit = vi.fn();
    release = guardProcess(app, exit);
    emit('unhandledRejection', new Error('Stream isn’t writeable'), Promise.resolve());
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'unhandled promise rejection (kept serving)',
    );
    expect(close).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });

  it('keeps serving after an uncaught network error, but closes and exits after any other exception', async () => {
    const { app, log, close } = fakeApp();
    const exit = vi.fn();
    release = guardProcess(app, exit);
    emit('uncaughtException', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), 'uncaughtException');
    expect(close).not.toHaveBeenCalled();
    emit('uncaughtException', new TypeError('x is undefined'), 'uncaughtException');
    expect(log.fatal).toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });
});
