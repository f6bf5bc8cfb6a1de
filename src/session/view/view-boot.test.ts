import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../server/testing/server-process';
import { createPlayerApiClient } from '../../api';
import { startViewBoot, type ViewBoot } from './view-boot';

// The data loading against the real reference server (its own process, as in app.test.tsx).
let server: ServerProcess;
const loads: ViewBoot[] = [];

beforeAll(async () => {
  server = await startServerProcess();
});

afterAll(async () => {
  await server.close();
});

afterEach(async () => {
  for (const load of loads.splice(0)) load.dispose();
  vi.restoreAllMocks();
  expect((await fetch(`${server.origin}/__faults`, { method: 'DELETE' })).status).toBe(204);
});

async function injectFaults(...rules: object[]) {
  const response = await fetch(`${server.origin}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
  expect(response.status).toBe(201);
}

function load(search: string) {
  const client = createPlayerApiClient({
    baseUrl: `${server.origin}/api`,
    authUrl: `${server.origin}/auth`,
  });
  const started = startViewBoot(client, search, {
    baseUrl: `${server.origin}/api`,
    adListUrl: `${server.origin}/media/ads/no-ads.json`,
    cmcd: 'on',
  });
  loads.push(started);
  return started.result;
}

// Spec §9: "Availability default: true". Only an answer of available: false blocks.
describe('the availability check', () => {
  it('counts a failed check as available, and reports the failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await injectFaults({
      path: '/api/contents/1/available',
      action: { kind: 'status', status: 500 },
    });
    const data = await load('?movie_id=1');
    expect(data?.status).toBe('ready');
    if (data?.status !== 'ready') return;
    expect(data.catalogue.isAvailable).toBe(true);
    expect(data.catalogue.availabilityFailure).toMatchObject({
      kind: 'availability',
      detail: 'Availability check failed',
      fatal: false,
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^\[player\] error [0-9A-F]{8}$/i),
      expect.anything(),
    );
  });

  it('blocks the content the server says is not available, reporting nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = await load('?movie_id=3');
    expect(data?.status).toBe('ready');
    if (data?.status !== 'ready') return;
    expect(data.catalogue.isAvailable).toBe(false);
    expect(data.catalogue.availabilityFailure).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
