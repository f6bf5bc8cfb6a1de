import type { StatMediaChange } from '../analytics/media-signals';
import { playbackTimes } from '../embed/playback-events';
import type { PlayerMessage } from '../host-embed/protocol/player-messages';
import { hostCause, type Cause } from '../lib/cause';

/** The film's messages the host hears from the session's feed, each play, pause and seek with its cause. */
export type HostPlaybackMessage = Extract<
  PlayerMessage,
  { eventName: 'play' | 'pause' | 'seeked' | 'ended' | 'playRefused' }
>;

/** One step's changes as the host hears them: plays, pauses and seeks with their causes, and the end. */
export function hostPlaybackMessages(
  video: HTMLVideoElement,
  changes: readonly StatMediaChange[],
): HostPlaybackMessage[] {
  const times = playbackTimes(video);
  return changes.flatMap(({ signal, cause }): HostPlaybackMessage[] => {
    const payload = { ...times, cause: hostCause(cause) };
    if (signal === 'play' || signal === 'pause') return [{ eventName: signal, payload }];
    if (signal === 'seek') return [{ eventName: 'seeked', payload }];
    if (signal === 'ended') return [{ eventName: 'ended', payload: times }];
    return [];
  });
}

/** A play the browser refused, as the host hears it. */
export function hostRefusalMessage(
  video: HTMLVideoElement,
  cause: Cause,
  reason: string,
): HostPlaybackMessage {
  return {
    eventName: 'playRefused',
    payload: { ...playbackTimes(video), cause: hostCause(cause), reason },
  };
}
