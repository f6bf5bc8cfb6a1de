import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaStore } from '../../media/media-store';
import type { MediaEngine } from '../../media/media-engine-types';
import { bufferedRedrawMs, bufferedSecond, useShownMediaState } from './controls-shown';
import { createEmitter } from '../../lib/emitter';
import { createPlayerEvents } from '../../session/player-events';
import { MediaContext } from './media-context';
import { testFullscreen } from '../testing/test-fullscreen';
import type { HostUiRequests } from '../../session/host-calls';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function BufferedEnd({ draws }: { draws: number[] }) {
  const buffered = useShownMediaState(bufferedSecond, bufferedRedrawMs);
  draws.push(buffered);
  return <span data-testid="buffered">{buffered}</span>;
}

describe('useShownMediaState with atMostEveryMs', () => {
  it('draws the buffered end at most once a second, the newest value, while fragments pour in', () => {
    const store = createMediaStore();
    const draws: number[] = [];
    const events = createPlayerEvents();
    render(
      <MediaContext
        value={{
          store,
          engine: {} as MediaEngine,
          events,
          host: createEmitter<HostUiRequests>(),
          fullscreen: testFullscreen(events),
        }}
      >
        <BufferedEnd draws={draws} />
      </MediaContext>,
    );
    draws.length = 0;
    // Five fragments of 2 s within half a second, as at the start of playback.
    for (const end of [2, 4, 6, 8, 10]) {
      act(() => store.setState({ bufferedEnd: end }));
      act(() => vi.advanceTimersByTime(100));
    }
    expect(draws).toEqual([]);
    act(() => vi.advanceTimersByTime(bufferedRedrawMs));
    expect(draws).toEqual([10]);
    expect(screen.getByTestId('buffered').textContent).toBe('10');

    // A second later, a change draws at once.
    act(() => vi.advanceTimersByTime(bufferedRedrawMs));
    act(() => store.setState({ bufferedEnd: 12 }));
    expect(draws).toEqual([10, 12]);
  });
});
