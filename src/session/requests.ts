import type { AdStore } from '../ads/ad-view';
import type { Cause } from '../lib/cause';
import type { MediaEngine } from '../media/media-engine-types';
import type { MediaSteps } from '../analytics/media-steps';

/** What anyone may ask of the player's media: the viewer, the host page, the player itself. */
export type PlayerRequest =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'togglePlay' }
  | { type: 'seek'; to: number }
  | { type: 'seekBy'; by: number }
  | { type: 'volume'; to: number }
  | { type: 'volumeBy'; by: number }
  | { type: 'mute'; muted: boolean }
  | { type: 'toggleMute' }
  | { type: 'rate'; to: number }
  | { type: 'quality'; to: number | 'auto' }
  | { type: 'audio'; to: string }
  | { type: 'subtitles'; to: string | undefined }
  | { type: 'toggleSubtitles' }
  | { type: 'pictureInPicture' }
  | { type: 'airPlay' }
  | { type: 'cast' };

export type RequestType = PlayerRequest['type'];

interface RequestRoutes {
  engine: MediaEngine;
  ads: AdStore;
  changes: MediaSteps;
}

/**
 * The one place a request becomes an act: play and pause go to the ad on screen during a break
 * (when a person asks; the break itself acts on the film), anything else to the film, and each act
 * tells the change feed which cause the element's answer will carry.
 */
export function createRequests({ engine, ads, changes }: RequestRoutes) {
  // The ad on screen answers a person's play and pause; from then on visibility leaves it alone.
  const adOnScreen = (cause: Cause) => {
    const { active, ad } = ads.getState();
    if (!active || (cause.by !== 'viewer' && cause.by !== 'host')) return undefined;
    return ad;
  };

  function request(asked: PlayerRequest, cause: Cause): Promise<void> | void {
    switch (asked.type) {
      case 'play': {
        const ad = adOnScreen(cause);
        if (ad) return void ad.controls.play();
        changes.expect('play', cause);
        return engine.play();
      }
      case 'pause': {
        const ad = adOnScreen(cause);
        if (ad) return void ad.controls.pause();
        changes.expect('pause', cause);
        return engine.pause();
      }
      case 'togglePlay': {
        const ad = adOnScreen(cause);
        if (ad) {
          ads.setState({ viewerControlled: true });
          // The ad decides from its own state now: ad.paused waits for the ad's next event.
          return void ad.controls.togglePlay();
        }
        // Whichever the element does, it does at this cause's request.
        changes.expect('play', cause);
        changes.expect('pause', cause);
        return engine.togglePlay();
      }
      case 'seek':
        changes.expect('seek', cause);
        return engine.seek(asked.to);
      case 'seekBy':
        changes.expect('seek', cause);
        return engine.seekBy(asked.by);
      case 'volume':
        return engine.setVolume(asked.to);
      case 'volumeBy':
        return engine.volumeBy(asked.by);
      case 'mute':
        return engine.setMuted(asked.muted);
      case 'toggleMute':
        return engine.toggleMuted();
      case 'rate':
        return engine.setPlaybackRate(asked.to);
      case 'quality':
        return engine.setLevel(asked.to);
      case 'audio':
        // Another voice-over's stream reloads and seeks to the same second by itself.
        changes.expect('seek', { by: 'source-switch' });
        return engine.setAudio(asked.to);
      case 'subtitles':
        return engine.setSubtitle(asked.to);
      case 'toggleSubtitles':
        return engine.toggleSubtitles();
      case 'pictureInPicture':
        return engine.togglePictureInPicture();
      case 'airPlay':
        return engine.showAirPlayPicker();
      case 'cast':
        return engine.promptCast();
    }
  }

  /** The engine's requests, all made for one cause (the UI's are the viewer's, a break's its own). */
  function engineFor(cause: Cause): MediaEngine {
    const ask = (asked: PlayerRequest) => request(asked, cause);
    return {
      ...engine,
      play: async () => ask({ type: 'play' }),
      // Autoplay is the player's own start; only its cause tells the element's play apart.
      autoplay: async () => {
        changes.expect('play', cause);
        return engine.autoplay();
      },
      pause: () => void ask({ type: 'pause' }),
      togglePlay: async () => ask({ type: 'togglePlay' }),
      seek: (to) => void ask({ type: 'seek', to }),
      seekBy: (by) => void ask({ type: 'seekBy', by }),
      setVolume: (to) => void ask({ type: 'volume', to }),
      volumeBy: (by) => void ask({ type: 'volumeBy', by }),
      setMuted: (muted) => void ask({ type: 'mute', muted }),
      toggleMuted: () => void ask({ type: 'toggleMute' }),
      setPlaybackRate: (to) => void ask({ type: 'rate', to }),
      setLevel: (to) => void ask({ type: 'quality', to }),
      setAudio: (to) => void ask({ type: 'audio', to }),
      setSubtitle: (to) => void ask({ type: 'subtitles', to }),
      toggleSubtitles: () => void ask({ type: 'toggleSubtitles' }),
      togglePictureInPicture: async () => ask({ type: 'pictureInPicture' }),
      showAirPlayPicker: () => void ask({ type: 'airPlay' }),
      promptCast: async () => ask({ type: 'cast' }),
    };
  }

  return { request, engineFor };
}

export type Requests = ReturnType<typeof createRequests>;
