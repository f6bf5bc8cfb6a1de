import { clearFaults, injectFaults } from '../fixtures';
import { expect, journey } from './journey-test';

/** Every journey but the pre-roll's: the catalogue names no ad, as for a host without ads. */
journey.beforeEach(async ({ serverUrl }, testInfo) => {
  if (testInfo.title.startsWith('the pre-roll')) return;
  await injectFaults(serverUrl, [
    {
      path: '/api/ad-list.json',
      action: { kind: 'status', status: 200, body: '{"prerollList":[]}' },
    },
  ]);
});

journey.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

journey(
  'film 1 with autoplay reaches its first frames, then pauses, plays and seeks by button and key',
  async ({ viewer }) => {
    await viewer.open('movie_id=1&auto_play=1');
    await viewer.expectPlaying(0.5);

    await viewer.press('Пауза');
    await viewer.expectPaused();
    const stopped = (await viewer.media()).currentTime;

    await viewer.press('Вперёд на 10 секунд');
    await viewer.until(async () => (await viewer.media()).currentTime >= stopped + 9.5, '+10 s');
    await viewer.press('Назад на 10 секунд');
    await viewer.until(
      async () => Math.abs((await viewer.media()).currentTime - stopped) < 0.5,
      '-10 s',
    );

    await viewer.key('ArrowRight');
    await viewer.until(async () => (await viewer.media()).currentTime >= stopped + 9.5, '→ +10 s');
    await viewer.key('ArrowLeft');
    await viewer.until(
      async () => Math.abs((await viewer.media()).currentTime - stopped) < 0.5,
      '← -10 s',
    );

    await viewer.press('Воспроизвести');
    await viewer.expectPlaying(stopped + 0.3);
    expect((await viewer.media()).paused).toBe(false);
  },
);
