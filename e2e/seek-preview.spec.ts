import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { clearFaults, contentVideo, expect, injectFaults, test } from './fixtures';
import { Player } from './player';

const filmFolder = '/media/films/film-1';

test.use({ viewport: { width: 1280, height: 720 } });

test.afterEach(async ({ serverUrl }) => {
  await clearFaults(serverUrl);
});

interface Tile {
  image: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The tile film 1's committed thumbnails track names for `time`, read here from the file the
 * server sends (not with the player's own parser): `start --> end` then `image#xywh=x,y,w,h`.
 */
async function tileAt(serverUrl: string, time: number): Promise<Tile> {
  const trackUrl = `${serverUrl}${filmFolder}/thumbnails.vtt`;
  const text = await (await fetch(trackUrl)).text();
  const seconds = (stamp: string) =>
    stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  const cues = text.matchAll(/^([\d:.]+) --> ([\d:.]+)\n(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/gm);
  for (const [, start = '', end = '', image = '', ...xywh] of cues) {
    if (seconds(start) <= time && time < seconds(end)) {
      const [x = 0, y = 0, w = 0, h = 0] = xywh.map(Number);
      return { image: new URL(image, trackUrl).href, x, y, w, h };
    }
  }
  throw new Error(`no cue covers ${time} s in ${trackUrl}`);
}

/** The seek bar, once the film's duration is known (it is disabled before). */
async function seekBar(page: Page): Promise<Locator> {
  const slider = page.getByRole('slider', { name: 'Перемотка' });
  await expect(slider).toBeEnabled();
  return slider;
}

/**
 * Rests the pointer on the seek bar at `fraction` of its width; returns the time it points at.
 * The fractions used point half a second inside a second and a cue (film 1: 30 s, a cue every
 * 2 s), so that no pixel's rounding changes either.
 */
async function hoverAt(page: Page, slider: Locator, fraction: number): Promise<number> {
  const box = await slider.boundingBox();
  if (!box) throw new Error('the seek bar is not laid out');
  await slider.hover({ position: { x: box.width * fraction, y: box.height / 2 } });
  return fraction * (await filmDuration(page));
}

function filmDuration(page: Page): Promise<number> {
  return contentVideo(page).evaluate((video: HTMLVideoElement) => video.duration);
}

const preview = (page: Page) => page.getByTestId('seek-preview');
const hoverTime = (page: Page) => page.locator('.progress-hover-time');

/** The preview shows this tile of this sheet, at the tile's size. */
async function expectTile(page: Page, tile: Tile) {
  await expect(preview(page)).toBeVisible();
  await expect(preview(page)).toHaveAttribute('src', tile.image);
  await expect(preview(page)).toHaveCSS('object-position', `${-tile.x}px ${-tile.y}px`);
  await expect(preview(page)).toHaveCSS('width', `${tile.w}px`);
  await expect(preview(page)).toHaveCSS('height', `${tile.h}px`);
}

test('hovering the seek bar shows the tile of the hovered time above the time', async ({
  page,
  serverUrl,
}) => {
  await Player.openPaused(page, serverUrl, 'movie_id=1');
  const slider = await seekBar(page);

  const time = await hoverAt(page, slider, 0.55);
  await expect(hoverTime(page)).toHaveText('0:16');
  await expectTile(page, await tileAt(serverUrl, time));
  // Above the time, not over it.
  const [picture, label] = await Promise.all([
    preview(page).boundingBox(),
    hoverTime(page).boundingBox(),
  ]);
  expect((picture?.y ?? 0) + (picture?.height ?? 0)).toBeLessThanOrEqual(label?.y ?? 0);

  // It follows the pointer to another cue.
  await expectTile(page, await tileAt(serverUrl, await hoverAt(page, slider, 0.15)));

  // Leaving the bar hides it with the time.
  await page.mouse.move(640, 200);
  await expect(hoverTime(page)).toHaveCount(0);
  await expect(preview(page)).toHaveCount(0);
});

test('dragging the thumb previews where it is dragged', async ({ page, serverUrl }) => {
  await Player.openPaused(page, serverUrl, 'movie_id=1');
  const slider = await seekBar(page);
  const box = await slider.boundingBox();
  if (!box) throw new Error('the seek bar is not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.25, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.85, y, { steps: 4 });
  await expectTile(page, await tileAt(serverUrl, 0.85 * (await filmDuration(page))));
  await page.mouse.up();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 260 }, hasTouch: true, isMobile: true });

  test('a finger dragging the bar previews where it is', async ({ page, serverUrl }) => {
    await Player.openPaused(page, serverUrl, 'movie_id=1');
    const box = await (await seekBar(page)).boundingBox();
    if (!box) throw new Error('the seek bar is not laid out');
    // Playwright's touchscreen only taps: the drag goes through the DevTools protocol.
    const touch = await page.context().newCDPSession(page);
    const at = (fraction: number) => [
      { x: box.x + box.width * fraction, y: box.y + box.height / 2 },
    ];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.25) });
    for (const fraction of [0.35, 0.45, 0.55]) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(fraction),
      });
    }
    await expect(hoverTime(page)).toHaveText('0:16');
    await expectTile(page, await tileAt(serverUrl, 0.55 * (await filmDuration(page))));
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(preview(page)).toHaveCount(0);
  });
});

test('the preview stays inside the player at either end of the bar', async ({
  page,
  serverUrl,
}) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1');
  const slider = await seekBar(page);
  const playerBox = await player.region.boundingBox();
  if (!playerBox) throw new Error('the player is not laid out');
  for (const fraction of [0, 0.999]) {
    await expectTile(page, await tileAt(serverUrl, await hoverAt(page, slider, fraction)));
    const box = await preview(page).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(playerBox.x);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(playerBox.x + playerBox.width);
  }
});

test('no serious accessibility violation while the preview shows', async ({ page, serverUrl }) => {
  await Player.openPaused(page, serverUrl, 'movie_id=1');
  const slider = await seekBar(page);
  await expectTile(page, await tileAt(serverUrl, await hoverAt(page, slider, 0.45)));
  await expectNoSeriousViolations(page);
});

test.describe('the time alone shows', () => {
  /** Hovers the bar once the preview's chunk is in, and again, so that its answer has rendered. */
  async function hoverTwiceAfterChunk(page: Page) {
    const slider = await seekBar(page);
    const chunk = page.waitForResponse(/\/assets\/seek-preview-[^/]+\.js$/);
    await hoverAt(page, slider, 0.35);
    await chunk;
    await hoverAt(page, slider, 0.45);
    await expect(hoverTime(page)).toHaveText('0:13');
  }

  test('for a stream whose master playlist JSON names no thumbnails track', async ({
    page,
    serverUrl,
  }) => {
    const master = await (await fetch(`${serverUrl}${filmFolder}/master.json`)).json();
    delete master.thumbnails;
    await injectFaults(serverUrl, [
      {
        path: `${filmFolder}/master.json`,
        action: {
          kind: 'status',
          status: 200,
          body: JSON.stringify(master),
          contentType: 'application/json',
        },
      },
    ]);
    const tracks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.vtt') && request.url().includes('thumbnails')) {
        tracks.push(request.url());
      }
    });
    await Player.openPaused(page, serverUrl, 'movie_id=1');
    await hoverTwiceAfterChunk(page);
    await expect(preview(page)).toHaveCount(0);
    expect(tracks).toEqual([]);
  });

  test('when the thumbnails track fails to load', async ({ page, serverUrl }) => {
    await injectFaults(serverUrl, [
      { path: `${filmFolder}/thumbnails.vtt`, action: { kind: 'status', status: 404 } },
    ]);
    const failed = page.waitForResponse(
      (response) => response.url().endsWith('/thumbnails.vtt') && response.status() === 404,
    );
    await Player.openPaused(page, serverUrl, 'movie_id=1');
    await hoverTwiceAfterChunk(page);
    await failed;
    await hoverAt(page, await seekBar(page), 0.65);
    await expect(hoverTime(page)).toHaveText('0:19');
    await expect(preview(page)).toHaveCount(0);
  });

  test('when the sprite sheet fails to load', async ({ page, serverUrl }) => {
    await injectFaults(serverUrl, [
      { path: `${filmFolder}/thumbnails-1.jpg`, action: { kind: 'status', status: 404 } },
    ]);
    const failed = page.waitForResponse(
      (response) => response.url().endsWith('/thumbnails-1.jpg') && response.status() === 404,
    );
    await Player.openPaused(page, serverUrl, 'movie_id=1');
    await hoverTwiceAfterChunk(page);
    await failed;
    await expect(preview(page)).toHaveCount(0);
    await expect(hoverTime(page)).toHaveText('0:13');
  });
});
