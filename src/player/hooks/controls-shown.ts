import { createContext, useContext, useEffect, useState } from 'react';
import type { MediaState } from '../../media/media-store';
import { useMediaStoreApi } from './media-context';

/** Whether the controls show now (false once they have faded out during playback). */
export const ControlsShownContext = createContext(true);

// Whole seconds only, so the time and the seek bar re-render once a second, not on every timeupdate.
// The buffered end moves by a fragment's length at each arrival, many a second while the buffer
// fills at the start: the bar draws it at most once a second (bufferedRedrawMs).
export const playedSecond = (state: MediaState) => Math.floor(state.currentTime);
export const bufferedSecond = (state: MediaState) => Math.round(state.bufferedEnd);
export const bufferedRedrawMs = 1000;

/**
 * A slice of the media state for what the controls draw, followed only while they show. Faded
 * controls keep their last value and catch up as they show again: redrawing the time and seek
 * bar nobody sees cost more main-thread time each second than hls.js itself. With
 * `atMostEveryMs`, a change waits until that long after the last one drawn (the newest value
 * then). The selector must be stable (defined outside the component).
 */
export function useShownMediaState<T>(selector: (state: MediaState) => T, atMostEveryMs = 0): T {
  const shown = useContext(ControlsShownContext);
  const store = useMediaStoreApi();
  const [value, setValue] = useState(() => selector(store.getState()));
  useEffect(() => {
    if (!shown) return;
    let drawnAt = -Infinity;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      pending = undefined;
      drawnAt = performance.now();
      setValue(selector(store.getState()));
    };
    const update = () => {
      if (pending !== undefined) return;
      const wait = drawnAt + atMostEveryMs - performance.now();
      if (wait <= 0) draw();
      else pending = setTimeout(draw, wait);
    };
    update();
    const unsubscribe = store.subscribe(update);
    return () => {
      unsubscribe();
      clearTimeout(pending);
    };
  }, [shown, store, selector, atMostEveryMs]);
  return value;
}
