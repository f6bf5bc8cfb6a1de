import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { checkAvailability } from './availability-check';

type CheckAvailable = Parameters<typeof checkAvailability>[0]['checkAvailable'];

/** A client whose check never answers, except by rejecting when its signal aborts (as fetch does). */
function hangingClient() {
  const signals: AbortSignal[] = [];
  const checkAvailable: CheckAvailable = (_id, _domain, { signal } = {}) =>
    new Promise((_resolve, reject) => {
      if (signal) signals.push(signal);
      signal?.addEventListener('abort', () => reject(signal.reason));
    });
  return { client: { checkAvailable }, signals };
}

const answering = (answer: () => Promise<{ available: boolean }>) => ({
  checkAvailable: vi.fn<CheckAvailable>(answer),
});

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const signal = () => new AbortController().signal;

// Spec §9: "Availability default: true". Only an answer of available: false blocks.
describe('checkAvailability', () => {
  it('passes on the server’s answer, reporting nothing', async () => {
    for (const available of [true, false]) {
      const client = answering(async () => ({ available }));
      expect(await checkAvailability(client, 1, 'host.example', { signal: signal() })).toEqual({
        available,
      });
      expect(client.checkAvailable).toHaveBeenCalledWith(1, 'host.example', expect.anything());
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('counts a refused check as available and reports it', async () => {
    const refusal = new ApiError('down', 500, '/api/contents/1/available');
    const client = answering(async () => {
      throw refusal;
    });
    const result = await checkAvailability(client, 1, 'host.example', { signal: signal() });
    expect(result).toEqual({
      available: true,
      failure: {
        kind: 'availability',
        detail: 'Availability check failed',
        fatal: false,
        cause: refusal,
      },
    });
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), refusal);
  });

  it('rejects, reporting nothing, for a content that does not exist', async () => {
    const notFound = new ApiError('missing', 404, '/api/contents/9999/available');
    const client = answering(async () => {
      throw notFound;
    });
    await expect(
      checkAvailability(client, 9999, 'host.example', { signal: signal() }),
    ).rejects.toBe(notFound);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('gives up after the timeout, counting the content available', async () => {
    const { client, signals } = hangingClient();
    const result = checkAvailability(client, 1, 'host.example', {
      signal: signal(),
      timeoutMs: 5000,
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { failure } = await result;
    expect(failure).toMatchObject({ kind: 'availability', detail: 'Availability check failed' });
    expect(failure?.cause).toMatchObject({ name: 'TimeoutError' });
    expect(signals[0]?.aborted).toBe(true);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('rejects, reporting nothing, when the load is ended', async () => {
    const { client, signals } = hangingClient();
    const load = new AbortController();
    const result = checkAvailability(client, 1, 'host.example', { signal: load.signal });
    load.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals[0]?.aborted).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
