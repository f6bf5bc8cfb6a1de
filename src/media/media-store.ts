import { createStore, type StoreApi } from 'zustand/vanilla';

/** Why the stream cannot play: the master playlist failed, or the engine gave up. */
export type MediaFailure =
  | { kind: 'manifest'; url: string }
  | { kind: 'unsupported' }
  | { kind: 'playback'; detail: string };

/** The state of the content video as its element reports it; components read slices of it. */
export interface MediaState {
  /** idle: nothing loaded; loading: a source is coming; ready: the first frame is decoded. */
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  paused: boolean;
  ended: boolean;
  waiting: boolean;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  muted: boolean;
  failure: MediaFailure | undefined;
}

export type MediaStore = StoreApi<MediaState>;

export const initialMediaState: MediaState = {
  phase: 'idle',
  paused: true,
  ended: false,
  waiting: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  muted: false,
  failure: undefined,
};

/** Creates an empty media store; only the media engine writes to it. */
export function createMediaStore(): MediaStore {
  return createStore<MediaState>()(() => initialMediaState);
}
