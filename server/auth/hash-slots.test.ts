import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { createHashQueue, type HashQueueLimits } from './hash-slots';

const limits: HashQueueLimits = {
  concurrency: 1,
  maxWaiting: 8,
  maxWaitingPerClient: 4,
  jobSeconds: 0.5,
};

/** A queue whose jobs end when the test says so: no timers, no sleeps. */
function queueOf(overrides: Partial<HashQueueLimits> = {}) {
  const run = createHashQueue({ ...limits, ...overrides });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();

  /** Queues a job named `name` for `client`; it ends at finish(name). */
  function submit(client: string, name: string): Promise<string> {
    return run(client, async () => {
      started.push(name);
      await new Promise<void>((resolve) => finishers.set(name, resolve));
      return name;
    });
  }

  /** Ends a running job and lets the next one start. */
  async function finish(name: string) {
    finishers.get(name)?.();
    await settled();
  }

  return { run, started, submit, finish };
}

// Every promise callback that is due has run (a turn of the event loop, not a wait for time).
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hashing queue', () => {
  it('runs `concurrency` jobs at once; the others wait', async () => {
    const queue = queueOf({ concurrency: 2 });
    void queue.submit('a', 'a1');
    void queue.submit('b', 'b1');
    void queue.submit('c', 'c1');
    await settled();
    expect(queue.started).toEqual(['a1', 'b1']);
    await queue.finish('a1');
    expect(queue.started).toEqual(['a1', 'b1', 'c1']);
  });

  it('lets a newcomer start next: a burst from one address delays another only by what runs', async () => {
    const queue = queueOf();
    const jobs = ['a1', 'a2', 'a3', 'a4'].map((name) => queue.submit('a', name));
    jobs.push(queue.submit('b', 'b1'), queue.submit('c', 'c1'));
    await settled();
    for (const name of ['a1', 'b1', 'c1', 'a2', 'a3', 'a4']) await queue.finish(name);
    // First come, first served would have been a1, a2, a3, a4, b1, c1.
    expect(queue.started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3', 'a4']);
    expect(await Promise.all(jobs)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'c1']);
  });

  it('takes turns between busy addresses, one job each', async () => {
    const queue = queueOf();
    ['a1', 'a2', 'a3', 'a4'].forEach((name) => void queue.submit('a', name));
    ['b1', 'b2', 'b3'].forEach((name) => void queue.submit('b', name));
    await settled();
    for (const name of ['a1', 'b1', 'a2', 'b2', 'a3', 'b3']) await queue.finish(name);
    expect(queue.started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4']);
  });

  it('refuses an address more than maxWaitingPerClient waiting jobs at once, with a 429 and Retry-After', async () => {
    const queue = queueOf();
    void queue.submit('a', 'running');
    for (let index = 0; index < 4; index += 1) void queue.submit('a', `waiting-${index}`);
    await settled();
    const refused = queue.submit('a', 'one too many');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringContaining('waiting to be checked: try again in 3 s'),
      // 1 running and 4 waiting, half a second each, one at a time.
      headers: { 'Retry-After': '3' },
    });
    // Another address still gets its turn, and the first one gets room again as its jobs run.
    void queue.submit('b', 'b1');
    await queue.finish('running');
    await queue.finish('b1');
    void queue.submit('a', 'room again');
    for (const index of [0, 1, 2, 3]) await queue.finish(`waiting-${index}`);
    expect(queue.started).toEqual([
      'running',
      'b1',
      'waiting-0',
      'waiting-1',
      'waiting-2',
      'waiting-3',
      'room again',
    ]);
  });

  it('refuses any job at once once maxWaiting wait, with a 503, Retry-After and its own message', async () => {
    const queue = queueOf({ maxWaiting: 3 });
    void queue.submit('a', 'running');
    for (const client of ['b', 'c', 'd']) void queue.submit(client, client);
    await settled();
    await expect(queue.submit('e', 'e')).rejects.toMatchObject({
      statusCode: 503,
      message: 'The server is busy checking passwords: try again in 2 s',
      headers: { 'Retry-After': '2' },
    });
    await queue.finish('running');
    void queue.submit('e', 'e');
    await settled();
    await queue.finish('b');
    expect(queue.started).toEqual(['running', 'b', 'c']);
  });

  it('frees the slot of a job that fails', async () => {
    const { run } = queueOf();
    await expect(run('a', () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    await expect(run('a', async () => 'next')).resolves.toBe('next');
  });
});
