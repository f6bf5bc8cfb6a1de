import type { Cause } from '../lib/cause';
import { createEmitter } from '../lib/emitter';
import {
  isNaturalEnd,
  mediaSignals,
  type MediaSignal,
  type StatMediaState,
  type StatMediaStep,
} from './media-signals';

/** The media store, watched. */
export interface WatchedMedia {
  subscribe(listener: (state: StatMediaState, previous: StatMediaState) => void): () => void;
}

/** The changes a request is answered by: the element's play, pause and seek. */
export type AskedChange = 'play' | 'pause' | 'seek';

/**
 * What the feed tells: each change of the element, each change asked of it (the intent), and each
 * play the browser refused.
 */
export interface MediaStepEvents extends Record<string, unknown> {
  step: StatMediaStep;
  asked: { change: AskedChange; cause: Cause };
  refused: { change: 'play'; cause: Cause; reason: string };
}

/**
 * Every change of the content video's state, with its signals, each with the cause of the request
 * it answers: a request says what it expects (`expect`), and the first matching change of the
 * element takes that cause. The state follows the element, never the request: a play the browser
 * refuses changes nothing and is told as `refused` (when the engine says so). The end's pause is
 * the end's. A play or pause that nobody asked for through the player came from the platform's
 * own controls (a picture-in-picture window, the media keys): the viewer's; a seek nobody asked
 * for is the stream's own (undefined).
 */
export function createMediaSteps(store: WatchedMedia) {
  const pending = new Map<AskedChange, Cause>();
  const feed = createEmitter<MediaStepEvents>();

  function take(change: AskedChange): Cause | undefined {
    const cause = pending.get(change);
    pending.delete(change);
    // A play answers whatever pause was asked before it, and the other way round.
    if (change === 'play') pending.delete('pause');
    if (change === 'pause') pending.delete('play');
    return cause;
  }

  function causeOf(signal: MediaSignal, state: StatMediaState): Cause | undefined {
    if (signal === 'pause' && isNaturalEnd(state)) return { by: 'end' };
    if (signal === 'play' || signal === 'pause') return take(signal) ?? { by: 'viewer' };
    return signal === 'seek' ? take(signal) : undefined;
  }

  const unsubscribe = store.subscribe((state, previous) => {
    const changes = mediaSignals(state, previous).map((signal) => ({
      signal,
      cause: causeOf(signal, state),
    }));
    feed.emit('step', { state, previous, changes });
  });

  return {
    on: feed.on,
    /** The next `change` of the element answers a request of this cause. */
    expect(change: AskedChange, cause: Cause): void {
      pending.set(change, cause);
      feed.emit('asked', { change, cause });
    },
    /** The element refused the play asked for (the browser's autoplay policy, most often). */
    refused(reason: string): void {
      const cause = take('play');
      if (cause) feed.emit('refused', { change: 'play', cause, reason });
    },
    /** A new load: what was asked of the last one is answered by nothing now. */
    forget(): void {
      pending.clear();
    },
    dispose: unsubscribe,
  };
}

export type MediaSteps = ReturnType<typeof createMediaSteps>;
