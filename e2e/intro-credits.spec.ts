import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { Player } from './player';

test.use({ viewport: { width: 1280, height: 720 } });

// The seeded markers of series 2 (server/db/seed.ts): 202 and 203 have their intro from 1 s to
// 6 s and their credits from 14 s; 201 has none. Every episode is 20 s long.
const introEnd = 6;
const creditsStart = 14;

const skipIntro = (page: Page) => page.getByRole('button', { name: 'Пропустить заставку' });
const countdown = (page: Page) => page.getByRole('group', { name: 'Следующая серия' });
const title = (page: Page) => page.locator('.title-text');

/** Where the content video's next seek lands, read at its seeked event (playing on is no seek). */
async function nextSeekLanding(page: Page): Promise<() => Promise<number | null>> {
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
    video?.addEventListener(
      'seeked',
      () => Object.assign(window, { landedAt: video.currentTime }),
      {
        once: true,
      },
    );
  });
  return () => page.evaluate(() => (window as { landedAt?: number }).landedAt ?? null);
}

/** Presses Tab until `target` has the focus, as a keyboard viewer walks the player's controls. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the control');
}

test.describe('skip intro', () => {
  test('shows during the intro of a playing episode; a click lands after the intro and it goes', async ({
    page,
    serverUrl,
  }) => {
    const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=202&auto_play=1');
    await expect(skipIntro(page)).toBeVisible();
    const shownAt = await player.currentTime();
    expect(shownAt).toBeGreaterThanOrEqual(1);
    expect(shownAt).toBeLessThan(introEnd);
    // Announced where it appears, not by taking the focus.
    await expect(page.locator('[aria-live="polite"]').filter({ has: skipIntro(page) })).toHaveCount(
      1,
    );
    await expect(skipIntro(page)).not.toBeFocused();

    const landing = await nextSeekLanding(page);
    await skipIntro(page).click();
    await expect.poll(landing).toBeGreaterThanOrEqual(introEnd);
    await expect(skipIntro(page)).toHaveCount(0);
    await player.expectPlaying(introEnd + 0.3);
    await expect(skipIntro(page)).toHaveCount(0);
  });

  test('is reached with Tab and pressed with Enter, and the keys go on working after it', async ({
    page,
    serverUrl,
  }) => {
    // Paused inside the intro: the keyboard walk has all the time it needs.
    const player = await Player.openPaused(page, serverUrl, 'movie_id=2&episode_id=202&t=2');
    await expect(skipIntro(page)).toBeVisible();
    await tabTo(page, skipIntro(page));
    const landing = await nextSeekLanding(page);
    await page.keyboard.press('Enter');
    await expect.poll(landing).toBeGreaterThanOrEqual(introEnd);
    await expect(skipIntro(page)).toHaveCount(0);
    // The focus stays in the player, not lost to the page, and its shortcuts apply: Space plays.
    await expect(player.region).toBeFocused();
    await page.keyboard.press('Space');
    await player.expectPlaying(introEnd + 0.3);
  });

  test('has no serious accessibility violation while shown', async ({ page, serverUrl }) => {
    await Player.openPaused(page, serverUrl, 'movie_id=2&episode_id=202&t=2');
    await expect(skipIntro(page)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('skip intro and ads', () => {
  test.use({ serverAds: true });

  test('the pre-roll hides it while it plays', async ({ page, serverUrl }) => {
    // The film waits inside its intro, at 2 s, while its pre-roll plays.
    const player = await Player.openPaused(page, serverUrl, 'movie_id=2&episode_id=202&t=2');
    await expect(skipIntro(page)).toBeVisible();
    await player.button('Воспроизвести').click();
    await expect(page.getByRole('region', { name: 'Рекламная вставка' })).toBeVisible();
    expect(await player.currentTime()).toBeLessThan(introEnd);
    expect(await skipIntro(page).count()).toBe(0);
  });
});

test.describe('the next episode at the credits', () => {
  test('counts down from the credits, well before the end, and plays the next episode', async ({
    page,
    serverUrl,
  }) => {
    // The page's timers are the test's: the 5 s countdown runs at once once checked.
    await page.clock.install();
    const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=203&auto_play=1&t=12');
    // Just before the credits, playing: no countdown yet (checked once, not waited for).
    await expect.poll(() => player.currentTime()).toBeGreaterThan(12.2);
    expect(await countdown(page).count()).toBe(0);
    expect(await player.currentTime()).toBeLessThan(creditsStart);

    await expect(countdown(page)).toBeVisible();
    const shownAt = await player.currentTime();
    expect(shownAt).toBeGreaterThanOrEqual(creditsStart);
    expect(shownAt).toBeLessThan(18);
    await expect(countdown(page)).toContainText(/Следующая серия через [1-5]/);
    // Announced where it appears.
    await expect(page.locator('[aria-live="polite"]').filter({ has: countdown(page) })).toHaveCount(
      1,
    );
    await expect(title(page)).toHaveText('1 сезон, 3 серия. Развязка сезона');

    await page.clock.runFor(5_000);
    await expect(title(page)).toHaveText('2 сезон, 1 серия. Новое начало', { timeout: 10_000 });
    await player.expectPlaying(0.5);
    // The countdown went with its episode.
    await expect(countdown(page)).toHaveCount(0);
  });

  test("'Смотреть сейчас' is reached with Tab and pressed with Enter", async ({
    page,
    serverUrl,
  }) => {
    // The page's timers are the test's: the countdown cannot run out during the keyboard walk.
    await page.clock.install();
    const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=203&auto_play=1&t=13');
    const playNow = countdown(page).getByRole('button', { name: 'Смотреть сейчас' });
    await expect(playNow).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await tabTo(page, playNow);
    await page.keyboard.press('Enter');
    await page.clock.resume();
    await expect(title(page)).toHaveText('2 сезон, 1 серия. Новое начало');
    await player.expectPlaying(0.5);
  });

  test("'Отмена' lets the credits play on, and the next episode waits at the end", async ({
    page,
    serverUrl,
  }) => {
    // From the credits' first second: the countdown shows as it plays.
    const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=203&auto_play=1&t=14');
    await countdown(page).getByRole('button', { name: 'Отмена' }).click();
    await expect(countdown(page)).toHaveCount(0);
    await expect(title(page)).toHaveText('1 сезон, 3 серия. Развязка сезона');
    await player.expectPlaying(16);

    await expect(title(page)).toHaveText('2 сезон, 1 серия. Новое начало', { timeout: 10_000 });
    // Still waiting for the viewer once the episode could play: an autoplay would have begun by then.
    await expect
      .poll(() => player.video.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(3 /* HAVE_FUTURE_DATA */);
    await expect(player.button('Воспроизвести')).toBeVisible();
    expect(await player.paused()).toBe(true);
    expect(await player.currentTime()).toBeLessThan(0.5);
  });

  test('an episode without a credits marker counts down at its very end, as before', async ({
    page,
    serverUrl,
  }) => {
    // From past where 203's credits would start: less of the film to play through.
    const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=201&auto_play=1&t=15');
    // Past where 203's credits start, still nothing.
    await expect.poll(() => player.currentTime()).toBeGreaterThan(creditsStart + 2);
    expect(await countdown(page).count()).toBe(0);

    await expect(countdown(page)).toBeVisible({ timeout: 10_000 });
    expect(await player.video.evaluate((video: HTMLVideoElement) => video.ended)).toBe(true);
  });
});

test.describe('Media Session', () => {
  // What the player hands the Media Session, seen by wrapping its two setters (the browser's own
  // ones still run): no page can read the handlers or the position back.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const session = navigator.mediaSession;
      const seen = {
        handlers: {} as Record<string, MediaSessionActionHandler | null>,
        positions: [] as MediaPositionState[],
      };
      Object.assign(window, { mediaSessionSeen: seen });
      const setActionHandler = session.setActionHandler.bind(session);
      session.setActionHandler = (action, handler) => {
        seen.handlers[action] = handler;
        setActionHandler(action, handler);
      };
      const setPositionState = session.setPositionState.bind(session);
      session.setPositionState = (state) => {
        if (state) seen.positions.push(state);
        setPositionState(state);
      };
    });
  });

  type Seen = {
    handlers: Record<string, MediaSessionActionHandler | null>;
    positions: MediaPositionState[];
  };
  const handlerKinds = (page: Page) =>
    page.evaluate(() => {
      const { handlers } = (window as unknown as { mediaSessionSeen: Seen }).mediaSessionSeen;
      const kind = (action: string) => (handlers[action] ? 'set' : 'none');
      return { previous: kind('previoustrack'), next: kind('nexttrack') };
    });

  test('a middle episode has previous and next track, and next track plays the next episode', async ({
    page,
    serverUrl,
  }) => {
    const player = await Player.open(page, serverUrl, 'movie_id=2&episode_id=202&auto_play=1');
    await expect.poll(() => handlerKinds(page)).toEqual({ previous: 'set', next: 'set' });
    await player.expectPlaying();
    // The position the lock screen shows: the stream's duration, at the normal rate.
    const position = await page.evaluate(() =>
      (window as unknown as { mediaSessionSeen: Seen }).mediaSessionSeen.positions.at(-1),
    );
    expect(position?.duration).toBeCloseTo(20, 0);
    expect(position?.playbackRate).toBe(1);

    await page.evaluate(() =>
      (window as unknown as { mediaSessionSeen: Seen }).mediaSessionSeen.handlers.nexttrack?.({
        action: 'nexttrack',
      }),
    );
    await expect(title(page)).toHaveText('1 сезон, 3 серия. Развязка сезона');
    await player.expectPlaying(0.5);
  });

  test('the first and last episodes have no previous and no next track', async ({
    page,
    serverUrl,
  }) => {
    await Player.open(page, serverUrl, 'movie_id=2&episode_id=201');
    await expect.poll(() => handlerKinds(page)).toEqual({ previous: 'none', next: 'set' });
    await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=205`);
    await expect.poll(() => handlerKinds(page)).toEqual({ previous: 'set', next: 'none' });
  });
});
