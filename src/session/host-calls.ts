import type { Episode } from '../api';
import { playbackTimes } from '../embed/playback-events';
import { fullscreenRefusedMessage } from '../host-embed/protocol/fullscreen-refusal';
import type { HostMethodName } from '../host-embed/protocol/host-api';
import type { Cause } from '../lib/cause';
import type { MediaStore } from '../media/media-store';
import type { SelectOptions } from './episode-load';
import { hostEpisode } from './host-episode';
import type { PlayerRequest } from './requests';

/** What the host may ask that only the UI can do. */
export interface HostUiRequests extends Record<string, unknown> {
  closeMenus: undefined;
}

/** What the host's calls act on and read: the film's element, the session's requests, the UI. */
export interface HostCallTargets {
  video: HTMLVideoElement;
  store: MediaStore;
  request(asked: PlayerRequest, cause: Cause): unknown;
  /** The content's episodes, for setEpisode. */
  episodes: readonly Episode[];
  currentEpisode(): Episode;
  selectEpisode(episode: Episode, how: SelectOptions): void;
  /** Whether an ad of a break is on screen (the film then waits for it). */
  adOnScreen(): boolean;
  /** Asks the UI; false when no part of it listens. */
  askUi<K extends keyof HostUiRequests>(name: K, payload: HostUiRequests[K]): boolean;
}

/** A call the player will not carry out, with the reason the host's promise is refused with. */
export class HostCallRefusal extends Error {}

const byHost: Cause = { by: 'host' };
// The rates a browser plays well; the settings menu offers 0.5 to 2.
const rateRange = [0.25, 4] as const;

// A value as the host wrote it: '5' (text) is not 5.
const shown = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

function numberIn(value: unknown, [min, max]: readonly [number, number], name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    const range = max === Infinity ? `from ${min} on` : `from ${min} to ${max}`;
    throw new HostCallRefusal(`${name} must be a number ${range}, not ${shown(value)}`);
  }
  return value;
}

function setEpisode(targets: HostCallTargets, id: unknown): void {
  const episode = targets.episodes.find((candidate) => candidate.id === id);
  if (!episode) throw new HostCallRefusal(`This content has no episode ${shown(id)}`);
  if (episode.id === targets.currentEpisode().id) return;
  // As the next-episode button: it plays from where this viewer stopped, without asking.
  targets.selectEpisode(episode, { play: true, offerResume: false });
}

function setQuality(targets: HostCallTargets, height: unknown): unknown {
  if (height === 'auto') return targets.request({ type: 'setLevel', args: ['auto'] }, byHost);
  const { levels } = targets.store.getState();
  const level = levels.find((candidate) => candidate.height === height);
  if (!level) {
    const heights = levels.map((candidate) => candidate.height).join(', ') || 'none yet';
    throw new HostCallRefusal(`No quality of height ${shown(height)} (the stream has ${heights})`);
  }
  return targets.request({ type: 'setLevel', args: [level.index] }, byHost);
}

async function play(targets: HostCallTargets): Promise<void> {
  await targets.request({ type: 'play', args: [] }, byHost);
  // During a break the ad plays and the film waits: only a film left paused was refused.
  if (targets.video.paused && !targets.adOnScreen()) {
    throw new HostCallRefusal(
      'The browser did not let the film play: it may allow it muted, or after a click on the page',
    );
  }
}

async function requestFullscreen(targets: HostCallTargets): Promise<void> {
  // Refused by the browser, or no screen to fill (an error screen shows, say).
  const entered = await targets.request({ type: 'enterFullscreen', args: [] }, byHost);
  if (entered !== true) throw new HostCallRefusal(fullscreenRefusedMessage);
}

const answers: { [K in HostMethodName]: (targets: HostCallTargets, args: unknown[]) => unknown } = {
  play,
  pause: (targets) => targets.request({ type: 'pause', args: [] }, byHost),
  seek: (targets, [seconds]) =>
    targets.request({ type: 'seek', args: [numberIn(seconds, [0, Infinity], 'seconds')] }, byHost),
  setVolume: (targets, [volume]) =>
    targets.request({ type: 'setVolume', args: [numberIn(volume, [0, 1], 'volume')] }, byHost),
  mute: (targets) => targets.request({ type: 'setMuted', args: [true] }, byHost),
  unmute: (targets) => targets.request({ type: 'setMuted', args: [false] }, byHost),
  setEpisode: (targets, [id]) => setEpisode(targets, id),
  setQuality: (targets, [height]) => setQuality(targets, height),
  setPlaybackRate: (targets, [rate]) =>
    targets.request({ type: 'setPlaybackRate', args: [numberIn(rate, rateRange, 'rate')] }, byHost),
  requestFullscreen,
  closeMenus: (targets) => void targets.askUi('closeMenus', undefined),
  // The getters read the element itself: what the host hears is what plays.
  getCurrentTime: ({ video }) => video.currentTime,
  getDuration: ({ video }) => playbackTimes(video).duration,
  getVolume: ({ video }) => video.volume,
  getMuted: ({ video }) => video.muted,
  getPaused: ({ video }) => video.paused,
  getEpisode: (targets) => hostEpisode(targets.currentEpisode()),
};

/**
 * Carries out one call of the host API for the host's cause; resolves with a getter's value (a
 * command's is undefined) once done, or rejects with the reason it was refused.
 */
export async function answerHostCall(
  targets: HostCallTargets,
  method: string,
  args: unknown[],
): Promise<unknown> {
  if (!Object.hasOwn(answers, method)) throw new HostCallRefusal(`The player has no ${method}`);
  return await answers[method as HostMethodName](targets, args);
}
