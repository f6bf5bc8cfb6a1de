import type { KeyboardEvent } from 'react';
import type { MediaEngine } from '../../media/media-engine-types';
import { seekStepSeconds } from '../player-constants';

/**
 * The seek slider's keys, instead of the range input's own 1 % steps: arrows ±10 s, Page Up/Down
 * a tenth of the duration, Home/End the start and the end (a seek past either end stops there).
 * Relative seeks, from the element's own time: a second press counts before the first has landed.
 */
export function onSeekSliderKey(event: KeyboardEvent, engine: MediaEngine, duration: number): void {
  const steps: Partial<Record<string, number>> = {
    ArrowLeft: -seekStepSeconds,
    ArrowDown: -seekStepSeconds,
    ArrowRight: seekStepSeconds,
    ArrowUp: seekStepSeconds,
    PageDown: -duration / 10,
    PageUp: duration / 10,
    Home: -duration,
    End: duration,
  };
  const delta = steps[event.key];
  if (delta === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  engine.seekBy(delta);
}
