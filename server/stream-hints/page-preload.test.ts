import { describe, expect, it } from 'vitest';
import { useStandInApp } from '../testing/use-stand-in-app';

const film = '/media/films/film-1';
const filmStart = [
  `${film}/master.json`,
  `${film}/voice-ru.m3u8`,
  `${film}/360p/index.m3u8`,
  `${film}/audio_ru/index.m3u8`,
  `${film}/360p/init_0.mp4`,
  `${film}/audio_ru/init_2.mp4`,
  `${film}/360p/seg_000.m4s`,
  `${film}/audio_ru/seg_000.m4s`,
];
// Film 7 from CDN A, the pathway its steering tag starts on: film 1's files under /cdn/a/.
const cdnA = '/cdn/a/media/films/film-1';
const steeredFilmStart = [
  '/media/films/film-7/master.json',
  '/media/films/film-7/steering.m3u8',
  `${cdnA}/360p/index.m3u8`,
  `${cdnA}/audio_ru/index.m3u8`,
  `${cdnA}/360p/init_0.mp4`,
  `${cdnA}/audio_ru/init_2.mp4`,
  `${cdnA}/360p/seg_000.m4s`,
  `${cdnA}/audio_ru/seg_000.m4s`,
];
const pageAssets = [
  '</player/assets/index-abc123.js>; rel=modulepreload',
  '</player/assets/index-abc123.css>; rel=preload; as=style; crossorigin=anonymous',
];

/** The Link header's entries, in order. */
const linkEntries = (header: string | string[] | number | undefined): string[] =>
  typeof header === 'string' ? header.split(/,\s*(?=<)/) : [];

/** The addresses the Link header preloads as fetches (the stream's requests), without their CMCD. */
const streamPreloads = (header: string | string[] | number | undefined): string[] =>
  linkEntries(header)
    .filter((entry) => entry.endsWith('; rel=preload; as=fetch; crossorigin=anonymous'))
    .map((entry) => entry.slice(1, entry.indexOf('>')).replace(/\?CMCD=[^&]*$/, ''));

describe('the player page’s preload hints', () => {
  const app = useStandInApp();

  it('start the page’s entry and styles first, then the film’s stream as the player will load it', async () => {
    const response = await app.inject('/player/?movie_id=1&auto_play=1');
    const entries = linkEntries(response.headers.link);
    expect(entries.slice(0, 2)).toEqual(pageAssets);
    expect(streamPreloads(response.headers.link)).toEqual(filmStart);
  });

  it('preload the DRM chunk for a protected film only, beside its stream', async () => {
    const drmChunk = '</player/assets/stream-protection-abc123.js>; rel=modulepreload';
    const protectedFilm = linkEntries((await app.inject('/player/?movie_id=6')).headers.link);
    expect(protectedFilm).toContain(drmChunk);
    expect(protectedFilm.indexOf(drmChunk)).toBeLessThan(
      protectedFilm.findIndex((entry) => entry.includes('/media/films/film-6/master.json')),
    );
    const clearFilm = linkEntries((await app.inject('/player/?movie_id=1')).headers.link);
    expect(clearFilm.filter((entry) => entry.includes('stream-protection'))).toEqual([]);
  });

  it('follow lang_order to the voice-over the player starts with', async () => {
    const response = await app.inject('/player/?movie_id=1&lang_order=en');
    expect(streamPreloads(response.headers.link).slice(0, 4)).toEqual([
      `${film}/master.json`,
      `${film}/voice-en.m3u8`,
      `${film}/360p/index.m3u8`,
      `${film}/audio_en/index.m3u8`,
    ]);
  });

  it('follow a steered film to the CDN hls.js starts from, and preload only what that CDN serves', async () => {
    const response = await app.inject('/player/?movie_id=7');
    const preloads = streamPreloads(response.headers.link);
    expect(preloads).toEqual(steeredFilmStart);
    for (const path of preloads) expect((await app.inject(path)).statusCode, path).toBe(200);
  });

  it('follow a film of redundant variants to the first copy, on CDN A', async () => {
    const response = await app.inject('/player/?movie_id=8');
    expect(streamPreloads(response.headers.link)).toEqual([
      '/media/films/film-8/master.json',
      '/media/films/film-8/redundant.m3u8',
      ...steeredFilmStart.slice(2),
    ]);
  });

  it('preload the fragments at t, where the stream starts', async () => {
    const response = await app.inject('/player/?movie_id=1&t=9');
    expect(streamPreloads(response.headers.link).slice(-2)).toEqual([
      `${film}/360p/seg_002.m4s`,
      `${film}/audio_ru/seg_002.m4s`,
    ]);
  });

  it('preload the fragments at the device’s saved position, which the page offers to resume', async () => {
    const device = 'hint-test-device';
    const saved = await app.inject({
      method: 'POST',
      url: '/api/contents/1/episodes/101/time-progress',
      headers: { 'x-session-context': device },
      payload: { time: 13 },
    });
    expect(saved.statusCode).toBe(204);
    const response = await app.inject({
      url: '/player/?movie_id=1',
      headers: { cookie: `other=1; device_fp=${device}` },
    });
    expect(streamPreloads(response.headers.link).slice(-2)).toEqual([
      `${film}/360p/seg_003.m4s`,
      `${film}/audio_ru/seg_003.m4s`,
    ]);
  });

  it('leave out the fragments of a signed-in viewer, whose position the page alone knows', async () => {
    const response = await app.inject({
      url: '/player/?movie_id=1',
      headers: { cookie: 'refreshToken=abc' },
    });
    expect(streamPreloads(response.headers.link)).toEqual(filmStart.slice(0, 6));
  });

  it('name the episode a series’ query asks for, and none for its default (it follows the viewer’s progress)', async () => {
    const asked = await app.inject('/player/?movie_id=2&season=2');
    expect(streamPreloads(asked.headers.link)[0]).toBe('/media/series/s2e1/master.m3u8');
    const byDefault = await app.inject('/player/?movie_id=2');
    expect(streamPreloads(byDefault.headers.link)).toEqual([]);
    expect(linkEntries(byDefault.headers.link)).toEqual(pageAssets);
  });

  it('preload no stream the page will not play or load: blocked content, an unknown one, settings from the host, a viewer saving data', async () => {
    for (const request of [
      { url: '/player/?movie_id=3' },
      { url: '/player/?movie_id=999' },
      { url: '/player/' },
      { url: '/player/?movie_id=1&host_settings=1' },
      { url: '/player/?movie_id=1', headers: { 'save-data': 'on' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(200);
      expect(streamPreloads(response.headers.link), request.url).toEqual([]);
    }
  });

  it('take a malformed cookie for none: the page still answers, with its hints', async () => {
    const response = await app.inject({
      url: '/player/?movie_id=1',
      headers: { cookie: 'device_fp=%E0%A4%A; broken' },
    });
    expect(response.statusCode).toBe(200);
    expect(streamPreloads(response.headers.link)).toEqual(filmStart);
  });

  it('are only on the page, not on its assets', async () => {
    const response = await app.inject('/player/assets/index-abc123.js');
    expect(response.headers.link).toBeUndefined();
  });
});

describe('a catalogue without ads', () => {
  const app = useStandInApp({ prerollAds: [] });

  it('answers an empty ad list, and its page’s hints are the stream’s alone', async () => {
    expect((await app.inject('/api/ad-list.json')).json()).toEqual({ prerollList: [] });
    const page = await app.inject('/player/?movie_id=1');
    expect(streamPreloads(page.headers.link)).toEqual(filmStart);
  });
});

describe('the player page’s preload hints with a media origin', () => {
  const app = useStandInApp({ mediaOrigin: 'https://cdn.example' });

  it('preconnect to it and preload the stream from it, as the catalogue names it', async () => {
    const response = await app.inject('/player/?movie_id=1');
    expect(linkEntries(response.headers.link)).toContain(
      '<https://cdn.example>; rel=preconnect; crossorigin=anonymous',
    );
    expect(streamPreloads(response.headers.link)).toEqual(
      filmStart.map((path) => `https://cdn.example${path}`),
    );
    const episodes = await app.inject('/api/episodes?content-id=1');
    expect(episodes.json()[0].m3u8MasterFilePath).toBe(`https://cdn.example${film}/master.json`);
  });

  it('preload a steered film’s CDN copies from it too, where the player resolves them', async () => {
    const response = await app.inject('/player/?movie_id=7');
    expect(streamPreloads(response.headers.link)).toEqual(
      steeredFilmStart.map((path) => `https://cdn.example${path}`),
    );
  });
});

describe('the player page’s preload hints on the test server', () => {
  const app = useStandInApp({ faults: true });

  it('are off while a fault rule is set, which may contradict the catalogue they are made from', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/__faults',
      payload: { rules: [{ path: '/api/contents/1', action: { kind: 'status', status: 404 } }] },
    });
    expect(added.statusCode).toBe(201);
    const during = await app.inject('/player/?movie_id=1');
    expect(streamPreloads(during.headers.link)).toEqual([]);
    expect(linkEntries(during.headers.link)).toEqual(pageAssets);

    await app.inject({ method: 'DELETE', url: '/__faults' });
    const after = await app.inject('/player/?movie_id=1');
    expect(streamPreloads(after.headers.link)).toEqual(filmStart);
  });
});
