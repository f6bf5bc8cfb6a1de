import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { PlayerContext, type PlayerContextValue } from '../player-context';
import type { MediaEngine } from '../../media/media-engine-types';
import { createMediaStore, type MediaState } from '../../media/media-store';
import { createEmitter } from '../../lib/emitter';
import { testFullscreen } from './test-fullscreen';
import { createPlayerEvents } from '../../session/player-events';
import { MediaContext } from '../hooks/media-context';
import { MenuProvider } from '../menus/menu-context';
import { testPlayerContext } from './player-context-fixture';
import type { HostUiRequests } from '../../session/host-calls';

/** jsdom cannot decode video, so component tests use a recorder; the browser tests drive the real engine. */
export function recordingEngine(): MediaEngine {
  return {
    attach: vi.fn(),
    detach: vi.fn(),
    play: vi.fn(async () => undefined),
    autoplay: vi.fn(async () => undefined),
    pause: vi.fn(),
    togglePlay: vi.fn(async () => undefined),
    seek: vi.fn(),
    seekBy: vi.fn(),
    setVolume: vi.fn(),
    setMuted: vi.fn(),
    volumeNow: vi.fn(() => undefined),
    toggleMuted: vi.fn(),
    volumeBy: vi.fn(),
    setPlaybackRate: vi.fn(),
    setLevel: vi.fn(),
    setAudio: vi.fn(),
    setSubtitle: vi.fn(),
    toggleSubtitles: vi.fn(),
    togglePictureInPicture: vi.fn(async () => undefined),
    showAirPlayPicker: vi.fn(),
    promptCast: vi.fn(async () => undefined),
    setPlayGate: vi.fn(),
  };
}

/**
 * Renders ui with a real media store (in the given state), a recording engine, the menu context
 * and a player context (a film unless one is given).
 */
export function renderWithMedia(
  ui: ReactNode,
  state: Partial<MediaState> = {},
  context: PlayerContextValue = testPlayerContext(),
) {
  const store = createMediaStore();
  store.setState(state);
  const engine = recordingEngine();
  const events = createPlayerEvents();
  const host = createEmitter<HostUiRequests>();
  const fullscreen = testFullscreen(events);
  const user = userEvent.setup();
  const result = render(
    <PlayerContext value={context}>
      <MediaContext value={{ store, engine, events, host, fullscreen }}>
        <MenuProvider>
          {ui}
          <button type="button">Снаружи</button>
        </MenuProvider>
      </MediaContext>
    </PlayerContext>,
  );
  return { ...result, store, engine, events, host, fullscreen, user, context };
}
