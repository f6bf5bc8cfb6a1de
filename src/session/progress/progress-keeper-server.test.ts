import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../server/testing/server-process';
import { cookieSessionStore, createApiClient, type Episode } from '../../api';
import type { ProgressSender } from './progress-keeper';
import { disposeTestKeepers, testKeeper } from './testing/test-keepers';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  disposeTestKeepers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  await fetch(`${server.origin}/__faults`, { method: 'DELETE' });
});

/** The real fetch, with a log of what was sent and when each answer came. */
function recordingFetch() {
  const sent: Request[] = [];
  const log: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    const body = request.method === 'POST' ? await request.clone().text() : '';
    log.push(`sent ${body}`);
    try {
      const response = await fetch(request);
      log.push(`answered ${response.status} ${body}`);
      return response;
    } catch (error) {
      log.push(`failed ${body}`);
      throw error;
    }
  };
  return { sent, log, fetchImpl };
}

/** An API client of the test server for a fresh anonymous device, and that device's id. */
function viewer(fetchImpl?: typeof fetch) {
  const api = createApiClient({
    baseUrl: `${server.origin}/api`,
    authUrl: `${server.origin}/auth`,
    fetch: fetchImpl,
    session: cookieSessionStore(),
  });
  return { api, deviceId: api.session.ensureDeviceId() };
}

const keeper = (sender: ProgressSender, requestTimeoutMs?: number, saveIntervalMs?: number) =>
  testKeeper(sender, { requestTimeoutMs, saveIntervalMs });

/** What the server keeps for the device: the episode as GET /api/episodes shows it. */
async function serverEpisode(deviceId: string, episodeId: number): Promise<Episode | undefined> {
  const response = await fetch(`${server.origin}/api/episodes?content-id=2`, {
    headers: { 'X-Session-Context': deviceId },
  });
  const episodes = (await response.json()) as Episode[];
  return episodes.find((episode) => episode.id === episodeId);
}

async function addFault(rule: object) {
  const response = await fetch(`${server.origin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: [rule] }),
  });
  expect(response.status).toBe(201);
}

async function faultHits(): Promise<number[]> {
  const { rules } = (await (await fetch(`${server.origin}/__faults`)).json()) as {
    rules: { hits: number }[];
  };
  return rules.map((rule) => rule.hits);
}

const outbox = (): unknown => JSON.parse(localStorage.getItem('player-progress-outbox') ?? '[]');
const eventually = (check: () => Promise<void> | void, timeout = 6000) =>
  vi.waitFor(check, { timeout, interval: 50 });
const progressPath = (episodeId: number) => `/api/contents/2/episodes/${episodeId}/time-progress`;

describe('against the reference server', () => {
  it('saves a tracked position on the server under the device', async () => {
    const { api, deviceId } = viewer();
    keeper(api).track(201, 12.8);
    await eventually(async () => {
      expect((await serverEpisode(deviceId, 201))?.watchProgress).toBe(12);
    });
    expect(JSON.parse(localStorage.getItem('episodesTimeProgress') ?? '{}')).toEqual({ 201: 12 });
    await eventually(() => expect(outbox()).toEqual([]));
  });

  it('retries after a 500 and ends with the newest position', async () => {
    await addFault({
      method: 'POST',
      path: progressPath(201),
      times: 1,
      action: { kind: 'status', status: 500 },
    });
    const { log, fetchImpl } = recordingFetch();
    const { api, deviceId } = viewer(fetchImpl);
    const progress = keeper(api);
    progress.saveNow(201, 30);
    await eventually(() => expect(log).toContain('answered 500 {"time":30}'));
    progress.saveNow(201, 42);
    await eventually(async () => {
      expect((await serverEpisode(deviceId, 201))?.watchProgress).toBe(42);
    });
    expect(log.filter((line) => line.startsWith('sent'))).toEqual([
      'sent {"time":30}',
      'sent {"time":42}',
    ]);
    expect(await faultHits()).toEqual([1]);
    await eventually(() => expect(outbox()).toEqual([]));
  });

  it('never lets a slow older position land after a newer one', async () => {
    await addFault({
      method: 'POST',
      path: progressPath(202),
      times: 1,
      action: { kind: 'delay', ms: 800 },
    });
    const { log, fetchImpl } = recordingFetch();
    const { api, deviceId } = viewer(fetchImpl);
    // No 10 s rhythm here: only the order of two saves is in question.
    const progress = keeper(api, undefined, 0);
    progress.saveNow(202, 10);
    // The older position is at the server, held there, before the newer one is saved.
    await eventually(async () => expect(await faultHits()).toEqual([1]));
    progress.saveNow(202, 20);
    await eventually(() => expect(outbox()).toEqual([]));
    expect((await serverEpisode(deviceId, 202))?.watchProgress).toBe(20);
    expect(log).toEqual([
      'sent {"time":10}',
      'answered 204 {"time":10}',
      'sent {"time":20}',
      'answered 204 {"time":20}',
    ]);
  });

  it('gives up on a request that hangs and sends the newer position instead', async () => {
    await addFault({ method: 'POST', path: progressPath(201), times: 1, action: { kind: 'hang' } });
    const { log, fetchImpl } = recordingFetch();
    const { api, deviceId } = viewer(fetchImpl);
    const progress = keeper(api, 500);
    progress.saveNow(201, 50);
    progress.saveNow(201, 60);
    await eventually(async () => {
      expect((await serverEpisode(deviceId, 201))?.watchProgress).toBe(60);
    });
    expect(log).toEqual([
      'sent {"time":50}',
      'failed {"time":50}',
      'sent {"time":60}',
      'answered 204 {"time":60}',
    ]);
    await eventually(() => expect(outbox()).toEqual([]));
  });

  it('marks an ended episode completed', async () => {
    const { api, deviceId } = viewer();
    expect((await serverEpisode(deviceId, 203))?.isCompleted).toBe(false);
    keeper(api).complete(203);
    await eventually(async () => {
      expect((await serverEpisode(deviceId, 203))?.isCompleted).toBe(true);
    });
  });

  it('delivers on the next page what a page left behind offline', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const { api: offlineApi } = viewer(offline);
    const { log, fetchImpl } = recordingFetch();
    const { api, deviceId } = viewer(fetchImpl);
    const dead = keeper(offlineApi);
    dead.saveNow(204, 77);
    dead.complete(204);
    await eventually(() => expect(outbox()).toHaveLength(2));
    dead.dispose();

    keeper(api);
    await eventually(async () => {
      expect(await serverEpisode(deviceId, 204)).toMatchObject({
        watchProgress: 77,
        isCompleted: true,
      });
    });
    expect(log.filter((line) => line.startsWith('sent'))).toHaveLength(2);
    await eventually(() => expect(outbox()).toEqual([]));
  });
});

describe('keepalive on page exit', () => {
  it('aborts the hanging save and sends the newest with a keepalive Request', async () => {
    await addFault({ method: 'POST', path: progressPath(205), times: 1, action: { kind: 'hang' } });
    const { sent, fetchImpl } = recordingFetch();
    const { api, deviceId } = viewer(fetchImpl);
    const progress = keeper(api);
    progress.saveNow(205, 30);
    await eventually(async () => expect(await faultHits()).toEqual([1]));
    progress.saveNow(205, 40, { keepalive: true });
    await eventually(async () => {
      expect((await serverEpisode(deviceId, 205))?.watchProgress).toBe(40);
    });
    expect(sent.map((request) => request.keepalive)).toEqual([false, true]);
    expect(await sent[1]?.json()).toEqual({ time: 40 });
  });

  it('is passed by the API client to the Request of both progress calls, and only when asked', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const { api } = viewer(fetchImpl);
    await api.saveTimeProgress(2, 201, 5, { keepalive: true });
    await api.markCompleted(2, 201, { keepalive: true });
    await api.saveTimeProgress(2, 201, 6);
    await api.getEpisodes(2);
    expect(sent.map((request) => [request.method, request.keepalive])).toEqual([
      ['POST', true],
      ['POST', true],
      ['POST', false],
      ['GET', false],
    ]);
  });
});
