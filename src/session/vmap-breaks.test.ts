import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VastLoadResult } from '../ads/ad-types';
import { fakeAdServer, type FakeAnswer } from '../ads/vast/testing/fake-ad-server';
import { adServer, inlineVast } from '../ads/vast/testing/vast-fixtures';
import { breakTrack, tagBreak, vmapOf, vmapUrl } from '../ads/vmap/testing/vmap-fixtures';
import type { Episode } from '../api';
import type { PlayGate } from '../media/media-engine-types';
import type { MediaState } from '../media/media-store';
import { startAdBreaks } from './ad-breaks';
import type { RunAdBreak } from './ad-breaks-options';
import { breaksOptions } from './testing/breaks-options';
import { seriesEpisode } from './testing/series-episode';

// The break itself (the ad's element, its tracking) has tests of its own: here each break is a
// promise the test settles, and what the schedule gave it is recorded.
const breaks = {
  started: [] as {
    kind: string;
    vastUrls: readonly string[];
    contentPosition: number;
    answers: Promise<VastLoadResult | undefined>[];
    done: () => void;
  }[],
};
const recordingRunner: RunAdBreak = (options) =>
  new Promise<void>((done) => {
    const { kind, vastUrls, contentPosition, prefetched } = options;
    const answers = vastUrls.map((url) => prefetched?.get(url) ?? Promise.resolve(undefined));
    breaks.started.push({ kind, vastUrls, contentPosition, answers, done: () => done() });
  });

const tag = (name: string) => `${adServer}/${name}.xml`;
const pre = tagBreak('pre', 'start', tag('pre'));
// A time of 0 is the start too.
const preAtZero = tagBreak('pre', '00:00:00', tag('pre'));
const half = tagBreak('mid', '50%', tag('mid'));
const post = tagBreak('post', 'end', tag('post'));

/** The VMAP breaks of vmapAnswer around a recording engine, the film a 20 s episode. */
function startVmap(vmapAnswer: FakeAnswer, firstEpisode = seriesEpisode(201, 1, 1)) {
  const server = fakeAdServer({
    [vmapUrl]: vmapAnswer,
    [tag('pre')]: inlineVast({ name: 'pre-ad' }),
    [tag('mid')]: inlineVast({ name: 'mid-ad' }),
    [tag('post')]: inlineVast({ name: 'post-ad' }),
  });
  vi.stubGlobal('fetch', server.fetch);
  const engine = { setPlayGate: vi.fn(), pause: vi.fn(), autoplay: vi.fn() };
  let episode: Episode = firstEpisode;
  const options = {
    ...breaksOptions({ preroll: [], midroll: undefined, vmapUrl }, engine),
    container: () => document.createElement('div'),
    episode: () => episode,
    runAdBreak: recordingRunner,
  };
  const stop = startAdBreaks(options);
  const gate = engine.setPlayGate.mock.calls[0]?.[0] as PlayGate;
  const { media, adStore } = options;
  const urls = () => server.requests.map((request) => request.url);
  // The VMAP and the VAST asked for, and apart the VMAP tracking pinged.
  const requested = () => urls().filter((url) => !url.includes('/track?'));
  const pinged = () => urls().filter((url) => url.includes('/track?'));
  return {
    engine,
    gate,
    media,
    adStore,
    stop,
    requested,
    pinged,
    /** Resolves once the VMAP has been read (and the pre-roll's VAST asked for). */
    loaded: () => vi.waitFor(() => expect(requested()[0]).toBe(vmapUrl)).then(flush),
    set: (state: Partial<MediaState>) => media.setState(state),
    /** The film plays from `from` to `to` seconds, in quarter seconds. */
    playTo(from: number, to: number) {
      for (let time = from; time <= to; time += 0.25) media.setState({ currentTime: time });
    },
    nextEpisode(next: Episode) {
      episode = next;
      // The element is let go, then takes the next episode's stream.
      media.setState({ phase: 'idle', currentTime: 0, duration: 0, ended: false, paused: true });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The breaks started so far, once those the film just asked for have started. */
const startedBreaks = () => flush().then(() => breaks.started);
const playing = { phase: 'ready', paused: false, duration: 20 } as const;

beforeEach(() => {
  breaks.started.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a VMAP schedule’s pre-roll', () => {
  it('holds the first play while the VMAP loads, then plays the start break, once', async () => {
    const player = startVmap(vmapOf(pre, half, post));
    const held = player.gate();
    await vi.waitFor(() => expect(breaks.started).toHaveLength(1));
    expect(breaks.started[0]).toMatchObject({ kind: 'pre-roll', vastUrls: [tag('pre')] });
    expect(player.engine.pause).toHaveBeenCalledTimes(1);
    // Its VAST was asked for with the VMAP's answer, and only the pre-roll's.
    expect(player.requested()).toEqual([vmapUrl, tag('pre')]);
    await expect(breaks.started[0]?.answers[0]).resolves.toMatchObject({ ad: { id: 'pre-ad' } });

    breaks.started[0]?.done();
    await held;
    await player.gate();
    expect(breaks.started).toHaveLength(1);
    player.stop();
  });

  it('takes a break at 00:00:00 for a pre-roll, its VAST asked for with the VMAP’s answer', async () => {
    const player = startVmap(vmapOf(preAtZero, half));
    await player.loaded();
    expect(player.requested()).toEqual([vmapUrl, tag('pre')]);
    void player.gate();
    await vi.waitFor(() => expect(breaks.started).toMatchObject([{ kind: 'pre-roll' }]));
    player.stop();
  });

  it.each<[string, FakeAnswer]>([
    ['does not load', { status: 404 }],
    ['is not XML', 'not xml'],
    ['has no break', vmapOf()],
  ])('lets the first play through, with no break, when the VMAP %s', async (_name, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const player = startVmap(answer);
    await player.gate();
    expect(breaks.started).toEqual([]);
    expect(player.engine.pause).not.toHaveBeenCalled();
    player.set(playing);
    player.playTo(0, 20);
    player.set({ ended: true, paused: true });
    expect(breaks.started).toEqual([]);
    expect(player.adStore.getState().postrollDue).toBeFalsy();
  });
});

describe('a VMAP schedule’s mid-roll', () => {
  it('requests its VAST 5 s ahead, pauses the film at 50%, plays the break and resumes', async () => {
    const player = startVmap(vmapOf(half));
    await player.loaded();
    player.set(playing);
    player.playTo(0, 4.75);
    expect(player.requested()).toEqual([vmapUrl]);
    player.playTo(5, 9.75);
    expect(player.requested()).toEqual([vmapUrl, tag('mid')]);
    expect(await startedBreaks()).toEqual([]);

    player.playTo(10, 10);
    expect(await startedBreaks()).toMatchObject([
      { kind: 'mid-roll', vastUrls: [tag('mid')], contentPosition: 10 },
    ]);
    expect(player.engine.pause).toHaveBeenCalledTimes(1);
    expect(player.requested()).toEqual([vmapUrl, tag('mid')]);
    breaks.started[0]?.done();
    await vi.waitFor(() => expect(player.engine.autoplay).toHaveBeenCalledTimes(1));

    // Played on, and again from the start: the break came once.
    player.playTo(10.25, 19);
    player.set({ seeking: true, currentTime: 2 });
    player.set({ seeking: false });
    player.playTo(2.25, 12);
    expect(await startedBreaks()).toHaveLength(1);
    player.stop();
  });

  it('pings the break’s breakStart and breakEnd around it', async () => {
    const player = startVmap(vmapOf(half));
    await player.loaded();
    player.set(playing);
    player.playTo(0, 10);
    await vi.waitFor(() => expect(player.pinged()).toEqual([breakTrack('mid', 'breakStart')]));
    breaks.started[0]?.done();
    await vi.waitFor(() =>
      expect(player.pinged()).toEqual([
        breakTrack('mid', 'breakStart'),
        breakTrack('mid', 'breakEnd'),
      ]),
    );
    player.stop();
  });
});

describe('a VMAP schedule’s post-roll', () => {
  it('plays at the film’s end, holding the next episode back until it is over', async () => {
    const player = startVmap(vmapOf(post));
    await player.loaded();
    expect(player.adStore.getState().postrollDue).toBe(true);
    player.set(playing);
    player.playTo(0, 15);
    expect(player.requested()).toEqual([vmapUrl, tag('post')]);
    player.playTo(15.25, 20);
    expect(await startedBreaks()).toEqual([]);

    player.set({ ended: true, paused: true });
    expect(await startedBreaks()).toMatchObject([
      { kind: 'post-roll', vastUrls: [tag('post')], contentPosition: 20 },
    ]);
    expect(player.adStore.getState().postrollDue).toBe(true);
    breaks.started[0]?.done();
    await vi.waitFor(() => expect(player.adStore.getState().postrollDue).toBe(false));
    // The film stays at its end: what follows is the next episode's, or the viewer's.
    expect(player.engine.autoplay).not.toHaveBeenCalled();
    player.stop();
  });
});

describe('a VMAP schedule over several episodes', () => {
  it('gives each episode view its mid-rolls and post-roll, and the pre-roll to the first play only', async () => {
    const player = startVmap(vmapOf(pre, half, post));
    const held = player.gate();
    await vi.waitFor(() => expect(breaks.started).toHaveLength(1));
    breaks.started[0]?.done();
    await held;
    player.set(playing);
    player.playTo(0, 10);
    (await startedBreaks())[1]?.done();
    await flush();
    player.playTo(10.25, 20);
    player.set({ ended: true, paused: true });
    (await startedBreaks())[2]?.done();
    await vi.waitFor(() => expect(player.adStore.getState().postrollDue).toBe(false));

    player.nextEpisode(seriesEpisode(202, 1, 2));
    expect(player.adStore.getState().postrollDue).toBe(true);
    await player.gate();
    player.set(playing);
    player.playTo(0, 10);
    (await startedBreaks())[3]?.done();
    await flush();
    player.playTo(10.25, 20);
    player.set({ ended: true, paused: true });
    await startedBreaks();
    expect(breaks.started.map((started) => [started.kind, started.contentPosition])).toEqual([
      ['pre-roll', 0],
      ['mid-roll', 10],
      ['post-roll', 20],
      ['mid-roll', 10],
      ['post-roll', 20],
    ]);
    player.stop();
  });

  it('places #n at the episode’s own markers: #1 at the end of its intro', async () => {
    const marked = seriesEpisode(202, 1, 2, { introStart: 1, introEnd: 6, creditsStart: 14 });
    const player = startVmap(vmapOf(tagBreak('intro', '#1', tag('mid'))), marked);
    await player.loaded();
    player.set(playing);
    player.playTo(0, 6);
    expect(await startedBreaks()).toMatchObject([{ kind: 'mid-roll', contentPosition: 6 }]);
    player.stop();
  });
});
