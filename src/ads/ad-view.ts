import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AdPhase } from './ad-lifecycle';

/** Where an ad plays in the film: before it, inside it, or after its end (a VMAP's post-roll). */
export type AdKind = 'pre-roll' | 'mid-roll' | 'post-roll';

/** What the viewer may do to the ad playing now; the overlay's buttons call these. */
export interface AdControls {
  play(): void;
  pause(): void;
  /**
   * The viewer's play/pause: plays when the ad is paused now, else pauses it. It reads the ad
   * itself, not AdView.paused, which learns of a change only from the ad's own later event.
   */
  togglePlay(): void;
  /** Does nothing until skipping is allowed. */
  skip(): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** The mute button: mutes when sound is heard, else brings it back (a volume of 0 to 1), as the ad is now. */
  toggleMuted(): void;
  /**
   * The viewer followed the advertiser's link: click tracking, and the ad pauses. `at` is where
   * the pointer clicked in the player's box, for the click tracking's [CLICKPOS].
   */
  clickThrough(at?: { x: number; y: number }): void;
}

/** The ad playing now, as the overlay shows it. */
export interface AdView {
  kind: AdKind;
  phase: AdPhase;
  paused: boolean;
  currentTime: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  volume: number;
  muted: boolean;
  /** Second from which the viewer may skip; undefined when the ad cannot be skipped. */
  skipAt: number | undefined;
  /** Whether skipping is allowed now (a VPAID creative says so itself). */
  skippable: boolean;
  /** Only an http(s) address: anything else is never offered as a link. */
  clickThroughUrl: string | undefined;
  /** The VPAID creative draws its own picture and takes its own clicks. */
  isVpaid: boolean;
  controls: AdControls;
}

export interface AdBreakState {
  /** The ad on screen; undefined between ads and outside a break. */
  ad: AdView | undefined;
  /** Whether an ad break is under way (the content stays paused). */
  active: boolean;
  /** The viewer pressed play or pause on this ad: visibility no longer pauses it. */
  viewerControlled: boolean;
  /** A post-roll waits for the end of the episode: the next episode follows it, not the credits. */
  postrollDue?: boolean;
}

export type AdStore = StoreApi<AdBreakState>;

/** The store the ad overlay reads; one per player. */
export function createAdStore(): AdStore {
  return createStore<AdBreakState>(() => ({
    ad: undefined,
    active: false,
    viewerControlled: false,
  }));
}
