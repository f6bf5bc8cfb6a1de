import { describe, expect, it } from 'vitest';
import type { Episode } from '../api';
import type { Cause } from '../lib/cause';
import { createMediaStore, type QualityLevel } from '../media/media-store';
import type { SelectOptions } from './episode-load';
import {
  answerHostCall,
  HostCallRefusal,
  type HostCallTargets,
  type HostUiRequests,
} from './host-calls';
import type { PlayerRequest } from './requests';
import { seriesEpisode } from './testing/series-episode';

const episodes = [seriesEpisode(201, 1, 1), seriesEpisode(202, 1, 2), seriesEpisode(203, 1, 3)];

const levels: QualityLevel[] = [
  { index: 0, height: 360, bitrate: 800_000 },
  { index: 1, height: 720, bitrate: 2_500_000 },
  { index: 2, height: 1080, bitrate: 5_000_000 },
];

/**
 * Targets that record what the call asked: the session's requests, the episodes selected and the
 * UI asked; the player's fullscreen answers its request with `fullscreen`.
 */
function fakeTargets({ withLevels = levels, fullscreen = true } = {}) {
  const requests: [PlayerRequest, Cause][] = [];
  const selected: [Episode, SelectOptions][] = [];
  const askedUi: (keyof HostUiRequests)[] = [];
  const store = createMediaStore();
  store.setState({ levels: withLevels });
  // jsdom's element never plays: a play request plays it here.
  const video = document.createElement('video');
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
  const targets: HostCallTargets = {
    video,
    store,
    request: (asked, cause) => {
      requests.push([asked, cause]);
      if (asked.type === 'play') paused = false;
      if (asked.type === 'enterFullscreen') return Promise.resolve(fullscreen);
      return undefined;
    },
    adOnScreen: () => false,
    episodes,
    currentEpisode: () => episodes[1] as Episode,
    selectEpisode: (chosen, how) => selected.push([chosen, how]),
    askUi: (name) => {
      askedUi.push(name);
      return true;
    },
  };
  return { targets, requests, selected, askedUi };
}

const byHost = { by: 'host' };

describe('answerHostCall: the commands', () => {
  it.each([
    ['play', [], { type: 'play', args: [] }],
    ['pause', [], { type: 'pause', args: [] }],
    ['seek', [30], { type: 'seek', args: [30] }],
    ['seek', [0], { type: 'seek', args: [0] }],
    ['setVolume', [0.5], { type: 'setVolume', args: [0.5] }],
    ['setVolume', [0], { type: 'setVolume', args: [0] }],
    ['setVolume', [1], { type: 'setVolume', args: [1] }],
    ['mute', [], { type: 'setMuted', args: [true] }],
    ['unmute', [], { type: 'setMuted', args: [false] }],
    ['setPlaybackRate', [1.5], { type: 'setPlaybackRate', args: [1.5] }],
    ['setPlaybackRate', [0.25], { type: 'setPlaybackRate', args: [0.25] }],
    ['setPlaybackRate', [4], { type: 'setPlaybackRate', args: [4] }],
    ['setQuality', [720], { type: 'setLevel', args: [1] }],
    ['setQuality', ['auto'], { type: 'setLevel', args: ['auto'] }],
  ])('%s(%j) asks the session for %j, for the host', async (method, args, asked) => {
    const { targets, requests } = fakeTargets();
    await expect(answerHostCall(targets, method, args)).resolves.toBeUndefined();
    expect(requests).toEqual([[asked, byHost]]);
  });

  it('resolves a command once the session’s request has done it', async () => {
    // play's request is the engine's promise: the host hears it played, not that it was asked.
    const { targets } = fakeTargets();
    let done!: () => void;
    targets.request = () => new Promise<void>((resolve) => (done = resolve));
    Object.defineProperty(targets.video, 'paused', { value: false });
    let settled = false;
    const answer = answerHostCall(targets, 'play', []).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    done();
    await answer;
    expect(settled).toBe(true);
  });

  it('refuses a play the browser did not allow, saying why', async () => {
    const { targets } = fakeTargets();
    // The engine asked the element, which stayed paused (an autoplay policy).
    targets.request = () => undefined;
    await expect(answerHostCall(targets, 'play', [])).rejects.toThrow(
      new HostCallRefusal(
        'The browser did not let the film play: it may allow it muted, or after a click on the page',
      ),
    );
  });

  it('takes a play during an ad break as done: the ad plays, the film waits for it', async () => {
    const { targets } = fakeTargets();
    targets.request = () => undefined;
    targets.adOnScreen = () => true;
    await expect(answerHostCall(targets, 'play', [])).resolves.toBeUndefined();
  });

  it('asks the UI to close its menus, and answers nothing, as its type says', async () => {
    const { targets, askedUi, requests } = fakeTargets();
    await expect(answerHostCall(targets, 'closeMenus', [])).resolves.toBeUndefined();
    expect(askedUi).toEqual(['closeMenus']);
    expect(requests).toEqual([]);
  });

  it('selects another episode to play from where this viewer stopped, without the prompt', async () => {
    const { targets, selected } = fakeTargets();
    await answerHostCall(targets, 'setEpisode', [203]);
    expect(selected).toEqual([[episodes[2], { play: true, offerResume: false }]]);
  });

  it('does not select again the episode already playing', async () => {
    const { targets, selected } = fakeTargets();
    await expect(answerHostCall(targets, 'setEpisode', [202])).resolves.toBeUndefined();
    expect(selected).toEqual([]);
  });
});

describe('answerHostCall: refusals', () => {
  it.each([
    ['seek', [-1], 'seconds must be a number from 0 on, not -1'],
    ['seek', [Number.NaN], 'seconds must be a number from 0 on, not NaN'],
    ['seek', [Infinity], 'seconds must be a number from 0 on, not Infinity'],
    // A string is refused though it reads as a number.
    ['seek', ['5'], 'seconds must be a number from 0 on, not "5"'],
    ['seek', [], 'seconds must be a number from 0 on, not undefined'],
    ['setVolume', [2], 'volume must be a number from 0 to 1, not 2'],
    ['setVolume', [-0.1], 'volume must be a number from 0 to 1, not -0.1'],
    ['setPlaybackRate', [10], 'rate must be a number from 0.25 to 4, not 10'],
    ['setPlaybackRate', [0.1], 'rate must be a number from 0.25 to 4, not 0.1'],
    ['setQuality', [480], 'No quality of height 480 (the stream has 360, 720, 1080)'],
    ['setQuality', ['720'], 'No quality of height "720" (the stream has 360, 720, 1080)'],
    ['setEpisode', [999], 'This content has no episode 999'],
    ['setEpisode', ['203'], 'This content has no episode "203"'],
    ['eval', [], 'The player has no eval'],
    ['__proto__', [], 'The player has no __proto__'],
    ['constructor', [], 'The player has no constructor'],
    ['toString', [], 'The player has no toString'],
  ])('refuses %s(%j): "%s", asking nothing', async (method, args, reason) => {
    const { targets, requests, selected, askedUi } = fakeTargets();
    const answer = answerHostCall(targets, method, args);
    await expect(answer).rejects.toThrow(new HostCallRefusal(reason));
    await expect(answer).rejects.toBeInstanceOf(HostCallRefusal);
    expect([requests, selected, askedUi]).toEqual([[], [], []]);
  });

  it('refuses a quality before the stream has told its levels: "none yet"', async () => {
    const { targets, requests } = fakeTargets({ withLevels: [] });
    await expect(answerHostCall(targets, 'setQuality', [720])).rejects.toThrow(
      new HostCallRefusal('No quality of height 720 (the stream has none yet)'),
    );
    expect(requests).toEqual([]);
  });

  it('takes auto before the stream has told its levels', async () => {
    const { targets, requests } = fakeTargets({ withLevels: [] });
    await answerHostCall(targets, 'setQuality', ['auto']);
    expect(requests).toEqual([[{ type: 'setLevel', args: ['auto'] }, byHost]]);
  });
});

describe('answerHostCall: requestFullscreen', () => {
  it('asks the player’s fullscreen, as the host’s request, and resolves once it filled the screen', async () => {
    const { targets, requests, askedUi } = fakeTargets({ fullscreen: true });
    await expect(answerHostCall(targets, 'requestFullscreen', [])).resolves.toBeUndefined();
    expect(requests).toEqual([[{ type: 'enterFullscreen', args: [] }, byHost]]);
    expect(askedUi).toEqual([]);
  });

  it('is refused when the player could not fill the screen', async () => {
    const { targets } = fakeTargets({ fullscreen: false });
    await expect(answerHostCall(targets, 'requestFullscreen', [])).rejects.toThrow(
      new HostCallRefusal(
        'Fullscreen was refused: call requestFullscreen within a click or key press on the host page',
      ),
    );
  });

  it('waits for the fullscreen’s answer', async () => {
    const { targets } = fakeTargets();
    let enter!: (entered: boolean) => void;
    targets.request = () => new Promise<boolean>((resolve) => (enter = resolve));
    let settled = false;
    const answer = answerHostCall(targets, 'requestFullscreen', []).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    enter(true);
    await answer;
    expect(settled).toBe(true);
  });
});

describe('answerHostCall: the getters read the element', () => {
  function playing() {
    const { targets } = fakeTargets();
    targets.video.currentTime = 12.5;
    targets.video.volume = 0.25;
    targets.video.muted = true;
    Object.defineProperty(targets.video, 'duration', { value: 30, configurable: true });
    return targets;
  }

  it.each([
    ['getCurrentTime', 12.5],
    ['getDuration', 30],
    ['getVolume', 0.25],
    ['getMuted', true],
    // jsdom's element never plays.
    ['getPaused', true],
  ])('%s answers %j', async (method, value) => {
    await expect(answerHostCall(playing(), method, [])).resolves.toBe(value);
  });

  it('getEpisode answers the episode playing', async () => {
    await expect(answerHostCall(playing(), 'getEpisode', [])).resolves.toStrictEqual(episodes[1]);
  });

  it.each([Number.NaN, Infinity])(
    'getDuration answers null for a duration of %s',
    async (duration) => {
      // JSON has no NaN or Infinity: the embed script reads null back as NaN.
      const targets = playing();
      Object.defineProperty(targets.video, 'duration', { value: duration });
      await expect(answerHostCall(targets, 'getDuration', [])).resolves.toBeNull();
    },
  );

  it('answers the element’s paused as it changes', async () => {
    const targets = playing();
    Object.defineProperty(targets.video, 'paused', { value: false });
    await expect(answerHostCall(targets, 'getPaused', [])).resolves.toBe(false);
  });
});
