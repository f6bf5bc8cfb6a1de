import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { recordingSender } from './testing/recording-sender';
import { disposeTestKeepers, testKeeper } from './testing/test-keepers';

const keeper = (sender: ReturnType<typeof recordingSender>['sender'], contentId = 2) =>
  testKeeper(sender, { contentId });

const outbox = (): unknown => JSON.parse(localStorage.getItem('player-progress-outbox') ?? '[]');
const flush = () => vi.advanceTimersByTimeAsync(0);
const serverError = (status: number) => new ApiError(`answered ${status}`, status, '/api');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  disposeTestKeepers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order', () => {
  it('holds newer positions while one is in flight and sends only the newest, oldest first', async () => {
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.saveNow(201, 10);
    progress.saveNow(201, 20);
    progress.saveNow(201, 30);
    progress.saveNow(202, 5); // another episode does not wait
    expect(recorded.calls.map((call) => [call.episodeId, call.time])).toEqual([
      [201, 10],
      [202, 5],
    ]);
    expect(outbox()).toEqual([
      { contentId: 2, episodeId: 201, kind: 'time', time: 30 },
      { contentId: 2, episodeId: 202, kind: 'time', time: 5 },
    ]);

    recorded.calls[0]?.resolve();
    await flush();
    expect(recorded.open().map((call) => [call.episodeId, call.time])).toEqual([
      [202, 5],
      [201, 30],
    ]);
    for (const call of recorded.open()) call.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorded.times()).toEqual([10, 5, 30]);
    expect(outbox()).toEqual([]);
  });

  it('on page exit aborts the request in flight and sends the newest position with keepalive', async () => {
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.saveNow(201, 10);
    progress.saveNow(201, 20);
    progress.saveNow(201, 25, { keepalive: true });
    expect(recorded.calls[0]?.signal?.aborted).toBe(true);
    expect(recorded.calls.map((call) => [call.time, call.keepalive])).toEqual([
      [10, false],
      [25, true],
    ]);
    // pagehide and visibilitychange both fire: the second one sends nothing new.
    progress.saveNow(201, 25.5, { keepalive: true });
    await flush();
    expect(recorded.calls).toHaveLength(2);

    // The aborted older position is not retried.
    recorded.calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorded.calls).toHaveLength(2);
    expect(outbox()).toEqual([]);
  });

  it('sends with keepalive a position that was only waiting behind another', () => {
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.saveNow(201, 10);
    progress.saveNow(201, 20);
    progress.saveNow(201, 20, { keepalive: true });
    expect(recorded.calls.map((call) => [call.time, call.keepalive])).toEqual([
      [10, false],
      [20, true],
    ]);
  });
});

describe('failures', () => {
  it('retries after a 500 with backoff (1 s, 2 s) until it succeeds, then forgets it', async () => {
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.saveNow(201, 10);
    recorded.calls[0]?.reject(serverError(500));
    await vi.advanceTimersByTimeAsync(999);
    expect(recorded.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(recorded.times()).toEqual([10, 10]);

    recorded.calls[1]?.reject(serverError(503));
    await vi.advanceTimersByTimeAsync(1999);
    expect(recorded.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(recorded.times()).toEqual([10, 10, 10]);
    expect(outbox()).toEqual([{ contentId: 2, episodeId: 201, kind: 'time', time: 10 }]);

    recorded.calls[2]?.resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorded.calls).toHaveLength(3);
    expect(outbox()).toEqual([]);
  });

  it('caps the backoff at 30 s', async () => {
    const recorded = recordingSender();
    keeper(recorded.sender).saveNow(201, 10);
    for (const wait of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      recorded.open()[0]?.reject(new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(recorded.open()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(recorded.open()).toHaveLength(1);
    }
  });

  it('retries a newer position in place of the failed older one', async () => {
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.saveNow(201, 10);
    recorded.calls[0]?.reject(serverError(502));
    await flush();
    progress.saveNow(201, 20); // waits for the backoff, not hammering a failing server
    expect(recorded.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(recorded.times()).toEqual([10, 20]);
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['408', serverError(408)],
    ['429', serverError(429)],
    ['no answer at all (status 0)', serverError(0)],
  ])('keeps and retries after %s', async (_name, error) => {
    const recorded = recordingSender();
    keeper(recorded.sender).saveNow(201, 10);
    recorded.calls[0]?.reject(error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(recorded.times()).toEqual([10, 10]);
  });

  it('gives up on a request after 10 s and retries it', async () => {
    const recorded = recordingSender();
    keeper(recorded.sender).saveNow(201, 10);
    await vi.advanceTimersByTimeAsync(9999);
    expect(recorded.calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(recorded.calls[0]?.signal?.reason).toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(recorded.times()).toEqual([10, 10]);
  });

  it('retries at once when the network comes back', async () => {
    const recorded = recordingSender();
    keeper(recorded.sender).saveNow(201, 10);
    recorded.calls[0]?.reject(new TypeError('Failed to fetch'));
    await flush();
    window.dispatchEvent(new Event('online'));
    expect(recorded.times()).toEqual([10, 10]);
  });

  it('drops a write the server refuses with a 4xx, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.saveNow(201, 10);
    recorded.calls[0]?.reject(serverError(404));
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    expect(recorded.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(outbox()).toEqual([]);
  });

  it('keeps a newer write from another tab in the outbox when an older one succeeds', async () => {
    const recorded = recordingSender();
    keeper(recorded.sender).saveNow(201, 10);
    const newer = { contentId: 2, episodeId: 201, kind: 'time', time: 50 };
    localStorage.setItem('player-progress-outbox', JSON.stringify([newer]));
    recorded.calls[0]?.resolve();
    await flush();
    expect(outbox()).toEqual([newer]);
  });
});

describe('completed marks', () => {
  it('marks an episode completed, kept and retried like positions', async () => {
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.complete(203);
    progress.complete(203);
    expect(recorded.calls).toMatchObject([{ kind: 'completed', contentId: 2, episodeId: 203 }]);
    expect(outbox()).toEqual([{ contentId: 2, episodeId: 203, kind: 'completed' }]);
    recorded.calls[0]?.reject(serverError(500));
    await vi.advanceTimersByTimeAsync(1000);
    expect(recorded.calls.map((call) => call.kind)).toEqual(['completed', 'completed']);
    recorded.calls[1]?.resolve();
    await flush();
    expect(outbox()).toEqual([]);
  });
});

describe('the outbox across pages', () => {
  it('sends on the next page what this one could not, and stops retrying once disposed', async () => {
    const first = recordingSender();
    const progress = keeper(first.sender);
    progress.saveNow(201, 10);
    progress.saveNow(201, 20);
    progress.complete(203);
    first.calls[1]?.reject(serverError(500));
    await flush();
    progress.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    expect(first.calls).toHaveLength(2);

    // A write a page of another content left behind goes to its own content.
    const stored = outbox() as object[];
    localStorage.setItem(
      'player-progress-outbox',
      JSON.stringify([...stored, { contentId: 7, episodeId: 701, kind: 'time', time: 99 }, 'junk']),
    );
    const next = recordingSender({ auto: true });
    keeper(next.sender, 1);
    expect(
      next.calls.map(({ kind, contentId, episodeId, time }) => [kind, contentId, episodeId, time]),
    ).toEqual([
      ['time', 2, 201, 20],
      ['completed', 2, 203, undefined],
      ['time', 7, 701, 99],
    ]);
    await flush();
    expect(outbox()).toEqual([]);
  });

  it('keeps in the outbox what a disposed keeper is still asked to save', () => {
    const recorded = recordingSender();
    const progress = keeper(recorded.sender);
    progress.dispose();
    progress.saveNow(201, 15, { keepalive: true });
    expect(recorded.calls).toEqual([]);
    expect(outbox()).toEqual([{ contentId: 2, episodeId: 201, kind: 'time', time: 15 }]);
  });
});
