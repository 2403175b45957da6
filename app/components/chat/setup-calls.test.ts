import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ApiAnswer } from '../../lib/api-client';

const apiRequest = vi.fn<(method: string, url: string) => Promise<ApiAnswer<unknown>>>();
vi.mock('../../lib/api-client', () => ({ apiRequest: (method: string, url: string) => apiRequest(method, url) }));
const { askHello, HELLO_WAIT_MS, requestSession, SetupError } = await import('./setup-calls');

type Ack = (answer: { ok: boolean; error?: string }) => void;

/** A socket that records each hello and its acknowledgement, and can drop its connection. */
function fakeSocket() {
  const acks: Ack[] = [];
  const listeners = new Map<string, () => void>();
  const socket = {
    emit: (event: string, _payload: unknown, ack: Ack) => {
      if (event === 'chat:hello') acks.push(ack);
    },
    on: (event: string, fn: () => void) => listeners.set(event, fn),
    off: (event: string) => listeners.delete(event),
  };
  return { socket: socket as unknown as Socket, acks, drop: () => listeners.get('disconnect')?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', globalThis);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  apiRequest.mockReset();
});

describe('the chat hello (issue 15: a server busy for 10 s left the widget on its setup error)', () => {
  it('is sent again when unanswered, and keeps the first answer, a late one included', async () => {
    const { socket, acks } = fakeSocket();
    const result = askHello(socket);
    expect(acks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HELLO_WAIT_MS);
    expect(acks).toHaveLength(2);
    // The busy server answers both at once: the first answer wins.
    acks[0]!({ ok: true });
    acks[1]!({ ok: false, error: 'later' });
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('gives up after three unanswered hellos, 30 s in all', async () => {
    const { socket, acks } = fakeSocket();
    let settled: unknown = 'pending';
    void askHello(socket).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(3 * HELLO_WAIT_MS - 1);
    expect([acks.length, settled]).toEqual([3, 'pending']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('unanswered');
  });

  it('asks again after a pause when the server answers with a failure, and passes on the third', async () => {
    const { socket, acks } = fakeSocket();
    const result = askHello(socket);
    acks[0]!({ ok: false, error: 'busy' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(acks).toHaveLength(2);
    acks[1]!({ ok: false, error: 'busy' });
    await vi.advanceTimersByTimeAsync(2000);
    acks[2]!({ ok: false, error: 'still busy' });
    await expect(result).resolves.toEqual({ ok: false, error: 'still busy' });
  });

  it('stops when the connection closes (the next one says hello again)', async () => {
    const { socket, acks, drop } = fakeSocket();
    const result = askHello(socket);
    drop();
    await expect(result).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(3 * HELLO_WAIT_MS);
    expect(acks).toHaveLength(1);
  });
});

describe('the chat session call', () => {
  const failure = (status: number, message: string | null = null): ApiAnswer<unknown> => ({
    ok: false,
    status,
    message,
    errors: null,
  });

  it('is made again after a network failure or a server error', async () => {
    apiRequest
      .mockResolvedValueOnce(failure(0))
      .mockResolvedValueOnce(failure(502))
      .mockResolvedValueOnce({ ok: true, status: 200, data: { replyMinutes: 15 } });
    const result = requestSession('POST');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ replyMinutes: 15 });
    expect(apiRequest).toHaveBeenCalledTimes(3);
  });

  it('gives up after three failures, with the setup error and a retry to offer', async () => {
    apiRequest.mockResolvedValue(failure(0));
    const result = requestSession('POST').catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(3000);
    const err = await result;
    expect(err).toBeInstanceOf(SetupError);
    expect(err).toMatchObject({ message: 'Erreur lors de la configuration du chat. Veuillez réessayer.', retry: true });
    expect(apiRequest).toHaveBeenCalledTimes(3);
  });

  it('says a refusal at once, without a retry (too many new guests from one address)', async () => {
    apiRequest.mockResolvedValue(failure(429, 'Trop de requêtes. Veuillez réessayer plus tard.'));
    await expect(requestSession('POST')).rejects.toMatchObject({
      message: 'Trop de requêtes. Veuillez réessayer plus tard.',
      retry: false,
    });
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });
});
