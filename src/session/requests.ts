import type { AskedChange, MediaSteps } from '../analytics/media-steps';
import type { AdStore } from '../ads/ad-view';
import { isPersonCause, type Cause } from '../lib/cause';
import type { MediaEngine } from '../media/media-engine-types';

/** What anyone may ask of the player's media: the engine's requests, by name. */
const requestTypes = [
  'play',
  'autoplay',
  'pause',
  'togglePlay',
  'seek',
  'seekBy',
  'setVolume',
  'volumeBy',
  'setMuted',
  'toggleMuted',
  'setPlaybackRate',
  'setLevel',
  'setAudio',
  'setSubtitle',
  'toggleSubtitles',
  'togglePictureInPicture',
  'showAirPlayPicker',
  'promptCast',
] as const satisfies readonly (keyof MediaEngine)[];

export type RequestType = (typeof requestTypes)[number];

/** One request of the media, typed by the engine's method of that name: `{ type: 'seek', args: [30] }`. */
export type MediaRequest = {
  [T in RequestType]: { type: T; args: Parameters<MediaEngine[T]> };
}[RequestType];

/** What the player's fullscreen does on request; enter resolves with whether it filled the screen. */
export interface FullscreenTarget {
  enter(): Promise<boolean>;
  exit(): void;
  toggle(): void;
}

const fullscreenActs = {
  enterFullscreen: 'enter',
  exitFullscreen: 'exit',
  toggleFullscreen: 'toggle',
} as const satisfies Record<string, keyof FullscreenTarget>;

/** A request of the player's fullscreen. */
export type FullscreenRequest = { type: keyof typeof fullscreenActs; args: [] };

/** Anything anyone may ask of the player: its media, or its fullscreen. */
export type PlayerRequest = MediaRequest | FullscreenRequest;

const isFullscreenRequest = (asked: PlayerRequest): asked is FullscreenRequest =>
  Object.hasOwn(fullscreenActs, asked.type);

// The element's changes that answer a request, and so carry its cause.
const answers: Partial<Record<RequestType, AskedChange[]>> = {
  play: ['play'],
  // The player's own start: only its cause tells the element's play apart.
  autoplay: ['play'],
  pause: ['pause'],
  // Whichever the element does, it does at this cause's request.
  togglePlay: ['play', 'pause'],
  seek: ['seek'],
  seekBy: ['seek'],
};

interface RequestRoutes {
  engine: MediaEngine;
  ads: AdStore;
  changes: MediaSteps;
  fullscreen: FullscreenTarget;
}

/**
 * The one place a request becomes an act: fullscreen to the player's fullscreen, a person's play
 * and pause to the ad on screen during a break (the break itself acts on the film), anything else
 * to the film's engine, and each act tells the change feed which cause the element's answer will
 * carry.
 */
export function createRequests({ engine, ads, changes, fullscreen }: RequestRoutes) {
  function request(asked: PlayerRequest, cause: Cause): unknown {
    if (isFullscreenRequest(asked)) return fullscreen[fullscreenActs[asked.type]]();
    const { active, ad } = ads.getState();
    const forAd = asked.type === 'play' || asked.type === 'pause' || asked.type === 'togglePlay';
    if (forAd && active && ad && isPersonCause(cause)) {
      // The viewer's own play or pause of the ad: from then on visibility leaves it alone.
      if (asked.type === 'togglePlay') ads.setState({ viewerControlled: true });
      return ad.controls[asked.type]();
    }
    // Another voice-over's stream reloads and seeks to the same second by itself.
    if (asked.type === 'setAudio') changes.expect('seek', { by: 'source-switch' });
    for (const change of answers[asked.type] ?? []) changes.expect(change, cause);
    return (engine[asked.type] as (...args: unknown[]) => unknown)(...asked.args);
  }

  /** The engine, each of its requests made for one cause (the UI's are the viewer's). */
  function engineFor(cause: Cause): MediaEngine {
    const asking = Object.fromEntries(
      requestTypes.map((type) => [
        type,
        (...args: unknown[]) => request({ type, args } as MediaRequest, cause),
      ]),
    );
    return { ...engine, ...asking } as MediaEngine;
  }

  return { request, engineFor };
}

export type Requests = ReturnType<typeof createRequests>;
