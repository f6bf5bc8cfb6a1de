import { clearFaults, injectFaults } from '../fixtures';
import { fragmentsFrom } from '../faults/stream-helpers';
import { expect, journey } from './journey-test';

// Film 7 is film 1's stream on two CDN stand-ins under HLS content steering (docs/reliability.md;
// e2e/cdn-failover.spec.ts has every case in Chromium). Here, in each engine: CDN A answers 503
// from fragment 2 (8 s) on, and the film plays on from CDN B with no error screen, a second past
// the fault (hls.js, buffering 30 s ahead, has asked for the whole film by then).

interface FilmState {
  text: string;
  currentTime: number;
  /** The fragments the page fetched from each CDN, by their numbers. */
  fragments: { a: number[]; b: number[] };
}

const filmState = (): FilmState => {
  const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
  const fragments: FilmState['fragments'] = { a: [], b: [] };
  for (const entry of performance.getEntriesByType('resource')) {
    const match = /\/cdn\/(a|b)\/media\/films\/film-1\/\d+p\/seg_(\d+)\.m4s/.exec(entry.name);
    if (match) fragments[match[1] as 'a' | 'b'].push(Number(match[2]));
  }
  return { text: document.body.innerText, currentTime: video?.currentTime ?? 0, fragments };
};

journey(
  'a film from two CDNs plays on from the second when the first fails mid-film',
  async ({ driver, serverUrl }) => {
    await injectFaults(
      serverUrl,
      fragmentsFrom(2, { action: { kind: 'status', status: 503 } }, '/cdn/a/media/films/film-1'),
    );
    try {
      await driver.open(`${serverUrl}/player/?movie_id=7&auto_play=1`);
      await expect
        .poll(async () => (await driver.evaluate(filmState)).currentTime, {
          message: 'the film plays past 9 s',
          timeout: 40_000,
        })
        .toBeGreaterThan(9);
      const state = await driver.evaluate(filmState);
      expect(state.fragments.b).toEqual(expect.arrayContaining([2, 3]));
      expect(state.text).not.toContain('Перезагрузить страницу');
    } finally {
      await clearFaults(serverUrl);
    }
  },
);
