import { describe, expect, it, vi } from 'vitest';
import type { KeyboardEvent } from 'react';
import type { MediaEngine } from '../../media/media-engine-types';
import { onSeekSliderKey } from './seek-slider-keys';

function press(key: string, modifiers: Partial<KeyboardEvent> = {}) {
  const engine = { seekBy: vi.fn() } as unknown as MediaEngine;
  const event = {
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
    preventDefault: vi.fn(),
  } as unknown as KeyboardEvent;
  // A two-minute film.
  onSeekSliderKey(event, engine, 120);
  return {
    seeks: vi.mocked(engine.seekBy).mock.calls.map(([delta]) => delta),
    prevented: vi.mocked(event.preventDefault).mock.calls.length > 0,
  };
}

describe('onSeekSliderKey', () => {
  it.each([
    ['ArrowRight', 10],
    ['ArrowUp', 10],
    ['ArrowLeft', -10],
    ['ArrowDown', -10],
    ['PageUp', 12],
    ['PageDown', -12],
    // Past either end, which the engine's seek stops at.
    ['Home', -120],
    ['End', 120],
  ])('%s seeks by %d s instead of the range input’s own step', (key, delta) => {
    expect(press(key)).toEqual({ seeks: [delta], prevented: true });
  });

  it('leaves other keys and the browser’s modified keys alone', () => {
    expect(press(' ')).toEqual({ seeks: [], prevented: false });
    expect(press('Tab')).toEqual({ seeks: [], prevented: false });
    expect(press('ArrowRight', { altKey: true })).toEqual({ seeks: [], prevented: false });
    expect(press('Home', { ctrlKey: true })).toEqual({ seeks: [], prevented: false });
  });
});
