import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { qoeRecord } from '../server/testing/qoe-records';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { test as base, expect } from './fixtures';

// A server of its own for each test: the worker's takes the records of every host-page test too.
const test = base.extend<{ qoeServer: TestServer }>({
  qoeServer: async ({}, use) => {
    const server = await startTestServer();
    await use(server);
    await server.close();
  },
});

test.use({ viewport: { width: 1280, height: 720 } });

/** Fails on any axe violation, whatever its impact, naming each and where. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Posts records as the player's beacon does: JSON in a text/plain body. */
async function postRecords(request: APIRequestContext, origin: string, records: unknown[]) {
  for (const record of records) {
    const answer = await request.post(`${origin}/qoe`, {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify(record),
    });
    expect(answer.status()).toBe(204);
  }
}

const film = { video_id: 1, video_title: 'Тестовый фильм' };
const series = { video_id: 2, video_title: 'Сериал', episode_id: 201 };
const exited = { startup_time_ms: null, exit_before_start: 1 as const, real_time_played_sec: 0 };

test('the QoE page draws the stored records for eyes and screen readers alike', async ({
  page,
  request,
  qoeServer,
}) => {
  await page.goto(`${qoeServer.origin}/qoe/`);
  await expect(page.getByText('No view has been recorded yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await postRecords(request, qoeServer.origin, [
    qoeRecord({ ...film, startup_time_ms: 400 }),
    qoeRecord({ ...film, startup_time_ms: 900 }),
    qoeRecord({
      ...film,
      startup_time_ms: 1500,
      rebuffer_duration_ms: 3000,
      real_time_played_sec: 27,
    }),
    qoeRecord({ ...film, ...exited, error_code: 'manifestLoadError' }),
    qoeRecord({ ...series, startup_time_ms: 9000, error_code: 'fragLoadError' }),
    qoeRecord({ ...series, ...exited, error_code: 'fragLoadError' }),
  ]);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality of experience');
  await expect(page.getByText(/^6 views recorded from .* UTC, of 2 contents\.$/)).toBeVisible();
  // Timed: 400, 900, 1500 and 9000 ms.
  await expect(
    page.getByText('median 0.90 s, 90th percentile 9.00 s.', { exact: false }),
  ).toBeVisible();
  // Film 1 stalled 3 s against 87 s played.
  await expect(
    page.getByRole('img', {
      name: 'Rebuffering ratio per content: Тестовый фильм (1) 3.3%; Сериал (2) 0.0%.',
    }),
  ).toBeVisible();
  const rebuffering = page.getByRole('table', { name: 'Rebuffering per content' });
  await expect(
    rebuffering.getByRole('row', { name: /^Тестовый фильм \(1\)/ }).getByRole('cell'),
  ).toHaveText(['4', '3.0 s', '87.0 s', '3.3%']);
  const exits = page.getByRole('table', { name: 'Exits before start per content' });
  await expect(exits.getByRole('row', { name: /^Сериал \(2\)/ }).getByRole('cell')).toHaveText([
    '2',
    '1',
    '50.0%',
  ]);
  const errors = page.getByRole('table', { name: 'Views by error code' });
  await expect(errors.getByRole('rowheader')).toHaveText(['fragLoadError', 'manifestLoadError']);
  await expect(errors.getByRole('cell')).toHaveText(['2', '1']);
  // The stylesheet beside the page loaded under its CSP: the bars take its colour.
  await expect(page.locator('svg .bar').first()).toHaveCSS('fill', 'rgb(31, 95, 168)');
  await expectNoAxeViolations(page);
});

test('the demo host page’s player sends its view’s record to the page', async ({
  page,
  request,
  qoeServer,
}) => {
  await page.goto(`${qoeServer.origin}/`);
  // The embed script makes the frame; its player plays the picker's first choice at once.
  await expect(
    page.frameLocator('iframe#player').getByRole('button', { name: 'Пауза' }),
  ).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().includes('/player/'));
  if (!frame) throw new Error('the host page has no player frame');
  await expect
    .poll(() =>
      frame.evaluate(
        () =>
          document.querySelector<HTMLVideoElement>('video[data-player="content"]')?.currentTime ??
          0,
      ),
    )
    .toBeGreaterThan(1);
  // Leaving the page ends the view: its player sends the record as a beacon.
  await page.goto('about:blank');
  await expect
    .poll(async () => (await request.get(`${qoeServer.origin}/qoe/`)).text(), { timeout: 10_000 })
    .toContain('1 view recorded');

  await page.goto(`${qoeServer.origin}/qoe/`);
  // Film 1, started, left without an exit or an error.
  const startup = page.getByRole('table', { name: 'Views by startup time' });
  await expect(startup.getByRole('row').filter({ hasText: '100.0%' })).toHaveCount(1);
  const exits = page.getByRole('table', { name: 'Exits before start per content' });
  await expect(exits.getByRole('row', { name: /\(1\)/ }).getByRole('cell')).toHaveText([
    '1',
    '0',
    '0.0%',
  ]);
  await expect(page.getByText('No view stopped on an error.')).toBeVisible();
});
