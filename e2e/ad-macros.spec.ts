import { vastMacroNames } from '../server/vast-macros';
import {
  adRegion,
  adVideo,
  expectFilmPlaying,
  lastTrackedId,
  openWithAds,
  trackedSince,
  type TrackedEvent,
} from './ad-helpers';
import { clearFaults, expect, injectFaults, test } from './fixtures';

// A VAST time code, in seconds.
const seconds = (timecode: string | null) => {
  const [hours, minutes, rest] = (timecode ?? '').split(':').map(Number);
  return (hours ?? NaN) * 3600 + (minutes ?? NaN) * 60 + (rest ?? NaN);
};

test.describe('VAST macros', () => {
  test.use({ serverAds: true });
  test.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

  test('every pixel of an ad that failed, then of one that played, was clicked, paused, muted and completed comes with every macro filled', async ({
    page,
    serverUrl,
  }) => {
    const startedAt = Date.now();
    const since = await lastTrackedId(serverUrl);
    // The first ad's file is not found (401, its Error URL); the same ad then plays in its turn.
    await injectFaults(serverUrl, [
      { path: '/media/ads/ad-4s.mp4', times: 1, action: { kind: 'status', status: 404 } },
    ]);
    const tag = '/api/vast.xml?ad=macros';
    await openWithAds(page, serverUrl, [tag, tag]);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(adVideo(page)).toHaveJSProperty('paused', false);
    const [landing] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('link', { name: 'Перейти на сайт рекламодателя' })
        .click({ position: { x: 200, y: 150 } }),
    ]);
    await landing.close();
    await expect(adVideo(page)).toHaveJSProperty('paused', true);
    const overlay = adRegion(page);
    await overlay.getByRole('button', { name: 'Выключить звук' }).click();
    await overlay.getByRole('button', { name: 'Включить звук' }).click();
    await overlay.getByRole('button', { name: 'Воспроизвести' }).click();
    await expect(adVideo(page)).toHaveCount(0, { timeout: 15_000 });
    await expectFilmPlaying(page);

    const pixels = async () =>
      (await trackedSince(serverUrl, since)).filter((pixel) => pixel.ad === 'macros');
    await expect
      .poll(async () => (await pixels()).map((pixel) => pixel.event))
      .toEqual(expect.arrayContaining(['error', 'click', 'mute', 'unmute', 'complete']));
    const received = await pixels();
    const events = received.map((pixel) => pixel.event);
    for (const event of ['impression', 'loaded', 'start', 'firstQuartile', 'midpoint'])
      expect(events).toContain(event);
    for (const event of ['thirdQuartile', 'progress', 'pause', 'resume'])
      expect(events).toContain(event);

    // No macro reached the ad server as it was written, in either form, and every one is there.
    for (const { event, query } of received) {
      expect(query, event).not.toMatch(/\[[A-Z]+\]|%5B[A-Z]+%5D|%%[A-Z]+%%/i);
      const values = new URLSearchParams(query ?? '');
      for (const name of vastMacroNames) expect(values.has(name.toLowerCase()), name).toBe(true);
    }
    const macrosOf = ({ query }: TrackedEvent) => new URLSearchParams(query ?? '');
    const of = (event: string) => {
      const pixel = received.find((candidate) => candidate.event === event);
      if (!pixel) throw new Error(`no ${event} pixel`);
      return macrosOf(pixel);
    };
    const played = received.filter((pixel) => pixel.event !== 'error').map(macrosOf);

    // The ad that failed: its code, its file, the first ad of the break.
    expect(of('error').get('errorcode')).toBe('401');
    expect(of('error').get('adplayhead')).toBe('00:00:00.000');

    // The ad that played: the same break, the same file, one transaction of its own.
    const transactions = new Set(played.map((macros) => macros.get('transactionid')));
    expect(transactions.size).toBe(1);
    expect([...transactions][0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(transactions.has(of('error').get('transactionid'))).toBe(false);
    const viewport = page.viewportSize();
    const { href, hostname } = new URL(page.url());
    const userAgent = await page.evaluate(() => navigator.userAgent);
    for (const macros of [of('error'), ...played]) {
      expect(Object.fromEntries(macros)).toMatchObject({
        asseturi: `${serverUrl}/media/ads/ad-4s.mp4`,
        adcount: '1',
        breakposition: '1',
        contentplayhead: '00:00:00.000',
        mediaplayhead: '00:00:00.000',
        playersize: `${viewport?.width},${viewport?.height}`,
        pageurl: href,
        domain: hostname,
        deviceua: userAgent,
        adservingid: 'demo-macros-serving',
        adtype: 'video',
        podsequence: '1',
        universaladid: 'embed-video-player macros',
        inventorystate: 'skippable',
        clicktype: '1',
        contenturi: '-2',
        serverside: '0',
        ifa: '-1',
        gdprconsent: '-1',
      });
      expect(macros.get('contentid')).toMatch(new RegExp(`^${hostname} 1/\\d+$`));
      expect(macros.get('clientua')).toMatch(/^embed-video-player\/[\d.]+ vast-client\/6\.4\.5$/);
      expect(macros.get('mediamime')?.split(',')).toContain('video/mp4');
      expect(macros.get('cachebusting')).toMatch(/^\d{8}$/);
      const stamp = Date.parse(macros.get('timestamp') ?? '');
      expect(stamp).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(stamp).toBeLessThanOrEqual(Date.now() + 1000);
    }
    for (const macros of played) expect(macros.get('errorcode')).toBe('');

    // The ad's playhead grows with it: the quartiles in order, the end at its 4 s.
    const at = (event: string) => seconds(of(event).get('adplayhead'));
    expect(at('impression')).toBeLessThan(1);
    expect(at('firstQuartile')).toBeGreaterThanOrEqual(1);
    expect(at('midpoint')).toBeGreaterThan(at('firstQuartile'));
    expect(at('thirdQuartile')).toBeGreaterThan(at('midpoint'));
    expect(at('complete')).toBeGreaterThan(3.5);

    // Where the pointer clicked, on click tracking alone; the mute in the player's state.
    expect(of('click').get('clickpos')).toBe('200,150');
    expect(of('start').get('clickpos')).toBe('-1');
    expect(of('mute').get('playerstate')).toBe('muted');
    expect(of('unmute').get('playerstate')).toBe('');
  });
});
