import { recordingHostLink } from '../../embed/testing/recording-host-link';
import type { PlayerEventEmitter } from '../../session/player-events';
import { createSessionFullscreen } from '../../session/session-fullscreen';

/** A session's fullscreen for the UI's tests: off iOS, its host messages recorded. */
export function testFullscreen(events: PlayerEventEmitter, { iOS = false } = {}) {
  const host = recordingHostLink();
  const fullscreen = createSessionFullscreen({ host: host.link, events, isIOS: () => iOS });
  return Object.assign(fullscreen, { host });
}
