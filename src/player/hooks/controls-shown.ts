import { createContext, useContext, useEffect, useState } from 'react';
import type { MediaState } from '../../media/media-store';
import { useMediaStoreApi } from './media-context';

/** Whether the controls show now (false once they have faded out during playback). */
export const ControlsShownContext = createContext(true);

// Whole seconds only, so the time and the seek bar re-render once a second, not on every timeupdate.
export const playedSecond = (state: MediaState) => Math.floor(state.currentTime);
export const bufferedSecond = (state: MediaState) => Math.round(state.bufferedEnd);

/**
 * A slice of the media state for what the controls draw, followed only while they show. Faded
 * controls keep their last value and catch up as they show again: redrawing the time and seek
 * bar nobody sees cost more main-thread time each second than hls.js itself. The selector must
 * be stable (defined outside the component).
 */
export function useShownMediaState<T>(selector: (state: MediaState) => T): T {
  const shown = useContext(ControlsShownContext);
  const store = useMediaStoreApi();
  const [value, setValue] = useState(() => selector(store.getState()));
  useEffect(() => {
    if (!shown) return;
    const update = () => setValue(selector(store.getState()));
    update();
    return store.subscribe(update);
  }, [shown, store, selector]);
  return value;
}
