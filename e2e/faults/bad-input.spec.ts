import type { Page } from '@playwright/test';
import { contentVideo, currentTime, expect, test } from '../fixtures';

// Bad query strings (spec section 2 and 5): each gives the spec's behaviour or a clear error
// screen, never a blank page, and (through the fixture) no uncaught error.

const missingMovieId = 'Пропущен movie_id в запросе';
const film = 'Тестовый фильм';
const pilot = '1 сезон, 1 серия. Пилот';

test.describe('a movie_id that names no content id shows the missing-id screen', () => {
  // Anything that does not read as a positive whole number, and a number too big to be an id.
  for (const query of [
    'movie_id=abc',
    'movie_id=-1',
    'movie_id=99999999999999999999',
    'movie_id=',
    'auto_play=1',
  ]) {
    test(`?${query}`, async ({ page, serverUrl }) => {
      const catalogueCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) catalogueCalls.push(request.url());
      });
      await page.goto(`${serverUrl}/player/?${query}`);
      await expect(page.getByRole('alert')).toHaveText(missingMovieId);
      await expect(page.locator('body')).toHaveText(missingMovieId);
      await expect(contentVideo(page)).toHaveCount(0);
      // Nothing is asked of the catalogue on behalf of a made-up id.
      expect(catalogueCalls).toEqual([]);
    });
  }
});

/** Records where the content video first starts playing, whatever starts it. */
function recordFirstPlayingTime() {
  document.addEventListener(
    'playing',
    (event) => {
      const video = event.target as HTMLVideoElement;
      const global = window as Window & { firstPlayingAt?: number };
      if (video.dataset.player === 'content' && global.firstPlayingAt === undefined) {
        global.firstPlayingAt = video.currentTime;
      }
    },
    true,
  );
}

const firstPlayingAt = (page: Page) =>
  page.evaluate(() => (window as Window & { firstPlayingAt?: number }).firstPlayingAt ?? null);

const twoDigits = (seconds: number) => String(seconds).padStart(2, '0');

interface StartCase {
  query: string;
  /** The title overlay of the content that plays. */
  title: string;
  /** The second playback starts at. */
  startsAt: number;
  /** Whether the resume prompt offers startsAt (episode_time) before playback. */
  prompt?: true;
  /** Whether the player warns that the requested episode does not exist. */
  warns?: true;
}

const startCases: StartCase[] = [
  // movie_id is read as an integer, as parseInt does (spec section 5): the digits before the rest.
  { query: 'movie_id=1e3', title: film, startsAt: 0 },
  { query: 'movie_id=1.5', title: film, startsAt: 0 },
  // t: digits and dots only, read as a whole number; anything else, and a time past the end, is no
  // t: the film starts at 0, or is offered where the viewer stopped.
  { query: 'movie_id=1&t=abc', title: film, startsAt: 0 },
  { query: 'movie_id=1&t=12.5', title: film, startsAt: 12 },
  { query: 'movie_id=1&t=1.2.3', title: film, startsAt: 1 },
  { query: 'movie_id=1&t=-5', title: film, startsAt: 0 },
  { query: 'movie_id=1&t=999', title: film, startsAt: 0 },
  { query: 'movie_id=1&t=999&episode_time=12', title: film, startsAt: 12, prompt: true },
  // episode_time: the same reading; a usable one is offered by the resume prompt.
  { query: 'movie_id=1&episode_time=abc', title: film, startsAt: 0 },
  { query: 'movie_id=1&episode_time=12.5', title: film, startsAt: 12, prompt: true },
  { query: 'movie_id=1&episode_time=1.2.3', title: film, startsAt: 1, prompt: true },
  { query: 'movie_id=1&episode_time=-5', title: film, startsAt: 0 },
  { query: 'movie_id=1&episode_time=999', title: film, startsAt: 0 },
  // An episode the catalogue lacks: the first not completed instead, with a console warning.
  { query: 'movie_id=2&season=7', title: pilot, startsAt: 0, warns: true },
  { query: 'movie_id=2&season=1&episode=9', title: pilot, startsAt: 0, warns: true },
  { query: 'movie_id=2&episode_id=999', title: pilot, startsAt: 0, warns: true },
  { query: 'movie_id=2&season=abc&episode=-2', title: pilot, startsAt: 0 },
  // Unknown parameters are ignored; the known ones beside them still count.
  {
    query: 'movie_id=2&season=2&foo=bar&x%5By%5D=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_source=',
    title: '2 сезон, 1 серия. Новое начало',
    startsAt: 0,
  },
];

test.describe('the start of playback under odd parameters', () => {
  for (const { query, title, startsAt, prompt, warns } of startCases) {
    test(`?${query} plays “${title}” from ${startsAt} s${prompt ? ' after the resume prompt' : ''}`, async ({
      page,
      serverUrl,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.addInitScript(recordFirstPlayingTime);
      await page.goto(`${serverUrl}/player/?${query}`);
      await expect(page.locator('.title-text')).toHaveText(title);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The media has loaded (its duration shows) and the picture waits at the start time.
      await expect(page.getByTestId('duration')).not.toHaveText('0:00');
      await expect(page.getByTestId('current-time')).toHaveText(`0:${twoDigits(startsAt)}`);
      await expect.poll(() => currentTime(page)).toBeCloseTo(startsAt, 0);
      expect(await contentVideo(page).evaluate((video: HTMLVideoElement) => video.ended)).toBe(
        false,
      );

      if (prompt) {
        await expect(
          page.getByRole('dialog', { name: `Вы остановились на 0:00:${twoDigits(startsAt)}` }),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Продолжить просмотр' }).click();
      } else {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Воспроизвести' }).first().click();
      }
      await expect.poll(() => firstPlayingAt(page)).not.toBeNull();
      expect(await firstPlayingAt(page)).toBeCloseTo(startsAt, 0);
      await expect.poll(() => currentTime(page)).toBeGreaterThan(startsAt + 0.5);
      await expect(contentVideo(page)).toHaveJSProperty('paused', false);
      await expect(page.locator('.title-text')).toHaveText(title);

      const missing = warnings.filter((text) =>
        text.includes('the requested episode does not exist'),
      );
      expect(missing).toEqual(warns ? [expect.stringContaining('playing 201')] : []);
    });
  }
});
