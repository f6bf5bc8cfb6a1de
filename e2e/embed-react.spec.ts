import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { repoPath } from '../server/paths';
import { expect, test } from './fixtures';
import { serveHostApp, type OtherOriginHost } from './other-origin-host';

// The React example host page (packages/embed/examples/react), as npm run build bundles it with
// the embed package's React entry: <VideoPlayerFrame ref={player} movieId={1} muted={…} onReady={…} …/>,
// buttons that call player.current.play(), pause(), seek(5) and getCurrentTime(), and a mute switch.
const exampleDir = repoPath('dist', 'examples', 'react');

test.use({ viewport: { width: 1280, height: 900 } });

let host: OtherOriginHost | undefined;
test.afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** Opens the example on another site than the player (localhost beside 127.0.0.1). */
async function openReactHost(page: Page, serverUrl: string) {
  if (!existsSync(`${exampleDir}/index.html`)) {
    throw new Error('The React example is not built: run `npm run build` first (npm test does).');
  }
  host = await serveHostApp(exampleDir, { site: 'other' });
  const query = new URLSearchParams({ player: `${serverUrl}/player/`, movie: '1' });
  await page.goto(`${host.url}?${query}`);
  return {
    events: page.getByRole('list', { name: 'Events' }).getByRole('listitem'),
    video: page.frameLocator('iframe').locator('video[data-player="content"]'),
  };
}

test('the React component plays, seeks, pauses and answers a getter through its ref, mutes in place on a prop, and goes with its unmount', async ({
  page,
  serverUrl,
}) => {
  const { events, video } = await openReactHost(page, serverUrl);
  expect(new URL(page.url()).origin).not.toBe(serverUrl);
  await expect(page.locator('iframe')).toHaveAttribute('src', `${serverUrl}/player/?movie_id=1`);

  // onReady, then player.current.play(): the film plays in the frame.
  await expect(events.first()).toHaveText('ready');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused))
    .toBe(true);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  await expect(events.filter({ hasText: /^play$/ })).toHaveCount(1);

  // player.current.seek(5): the element is at 5 s (and on from there, as it plays).
  await page.getByRole('button', { name: 'Go to 0:05', exact: true }).click();
  await expect(events.filter({ hasText: /^seeked 5\.\d$/ })).toHaveCount(1);
  const afterSeek = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(afterSeek).toBeGreaterThanOrEqual(5);
  expect(afterSeek).toBeLessThan(9);

  // player.current.pause(): onPause, and the element is paused.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(events.filter({ hasText: /^pause$/ })).toHaveCount(1);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  // player.current.getCurrentTime() answers the element's time.
  const elementTime = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.getByRole('button', { name: 'Ask the time', exact: true }).click();
  const asked = page.getByRole('status', { name: 'Asked time' });
  await expect(asked).not.toHaveText('');
  expect(Number(await asked.textContent())).toBeCloseTo(elementTime, 2);

  // The muted prop mutes the same player: no new frame, and no new page in it.
  await page.locator('iframe').evaluate((frame) => {
    (frame as HTMLIFrameElement & { seenBefore?: boolean }).seenBefore = true;
  });
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
  expect(
    await page
      .locator('iframe')
      .evaluate((frame) => (frame as HTMLIFrameElement & { seenBefore?: boolean }).seenBefore),
  ).toBe(true);
  await expect(events.filter({ hasText: /^ready$/ })).toHaveCount(1);

  // Unmounting the component destroys its player: the frame goes.
  await page.getByRole('button', { name: 'Remove the player', exact: true }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
});
