import type { runAdBreak } from '../ads/ad-break';
import type { AdEventEmitter } from '../ads/ad-events';
import type { AdStore } from '../ads/ad-view';
import type { Episode } from '../api';
import type { MediaEngine } from '../media/media-engine-types';
import type { MediaStore } from '../media/media-store';
import type { AdPlan } from './ad-plan';

/** What the ad breaks of a player take: its plan, its film and the overlay the ads play in. */
export interface AdBreaksOptions {
  plan: AdPlan;
  engine: MediaEngine;
  media: MediaStore;
  adStore: AdStore;
  events: AdEventEmitter;
  /** The episode playing: a VMAP's breaks are counted for each episode, at its markers for #n. */
  episode(): Episode;
  /** The overlay's box the ad plays in; null while not rendered. */
  container(): HTMLElement | null;
  /** The content video shows in the platform's own fullscreen, where no overlay can show. */
  isNativeFullscreen(): boolean;
  vastHeaders(): Record<string, string>;
  vpaidFrameUrl: string;
  /** The episode playing, `content/episode`, as the ad servers are told it ([CONTENTID]). */
  contentId(): string;
  /** The pre-roll comes with the first episode's autoplay rather than the viewer's play. */
  prerollAutoplayed: boolean;
  /** What plays one break (VAST, the ad's element, its tracking); the ads' own by default. */
  runAdBreak?: RunAdBreak;
}

/** Plays one ad break, resolving once it is over: `runAdBreak` of src/ads/ad-break.ts. */
export type RunAdBreak = typeof runAdBreak;
