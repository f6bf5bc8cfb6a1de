// The package's React entry: <VideoPlayerFrame> (VideoPlayer, its first name, still works), with
// the embed API's types and player page default.
export {
  VideoPlayer,
  VideoPlayerFrame,
  type VideoPlayerFrameProps,
  type VideoPlayerProps,
} from './video-player';
export type { PlayerEventProps } from './event-props';
export {
  setPlayerUrl,
  type CreateOptions,
  type EmbedSettingsOptions,
  type LoadStrategy,
  type PlayerAd,
  type PlayerEpisode,
  type PlayerErrorInfo,
  type PlayerEventName,
  type PlayerEvents,
  type PlayerHandle,
  type PlayerMethods,
  type PlayerOptions,
  type PlayerReady,
  type PlaybackChange,
  type PlaybackTimes,
  type PlayRefusal,
  type HostCause,
} from '../embed-api';
