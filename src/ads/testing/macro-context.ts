import type { AdMacroSource } from '../ad-tracker';
import type { AdMacroContext } from '../macros/macro-values';

/** A moment of a pre-roll with no ad yet, in a 640×360 player on a known page: what a test gives. */
export function macroContext(fields: Partial<AdMacroContext> = {}): AdMacroContext {
  return {
    ad: undefined,
    creative: undefined,
    kind: 'pre-roll',
    adCount: 1,
    adPlayhead: 0,
    contentPlayhead: 0,
    playerSize: { width: 640, height: 360 },
    muted: false,
    fullscreen: false,
    autoplayed: false,
    contentId: undefined,
    transactionId: undefined,
    player: {
      pageUrl: 'https://host.example/films/1',
      userAgent: 'TestBrowser/1.0',
      clientName: 'embed-video-player/0.1.0 vast-client/6.4.5',
      mediaTypes: ['video/mp4', 'application/javascript'],
      limitAdTracking: false,
    },
    ...fields,
  };
}

/** A macro source that always says the same: macroContext(fields). */
export const fixedMacros =
  (fields: Partial<AdMacroContext> = {}): AdMacroSource =>
  () =>
    macroContext(fields);
