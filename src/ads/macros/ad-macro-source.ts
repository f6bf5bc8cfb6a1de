import type { AdMoment } from '../ad-run';
import type { AdMacroSource } from '../ad-tracker';
import type { AdCreative, ParsedAd } from '../ad-types';
import type { AdKind } from '../ad-view';
import type { PlayerFacts } from './player-facts';

/** What a break knows for its ads' macros, the same for all of them. */
export interface BreakMacroFacts {
  kind: AdKind;
  /** The player's box the ads play in. */
  container: HTMLElement;
  /** Where the film waits, paused, while the break plays. */
  contentPosition: number;
  autoplayed: boolean;
  contentId: string | undefined;
  player: PlayerFacts;
}

/** One ad of the break as far as it has come: its VAST, its file, then its run. */
export interface AdSoFar {
  ad?: ParsedAd;
  creative?: AdCreative;
  moment?: () => AdMoment;
}

/** In the browser's fullscreen, the player's box is in the element shown fullscreen. */
function isFullscreen(container: HTMLElement): boolean {
  const shown =
    document.fullscreenElement ??
    (document as Document & { webkitFullscreenElement?: Element | null }).webkitFullscreenElement ??
    null;
  return shown?.contains(container) ?? false;
}

// One id for every request and pixel of a VAST tag (a secure page's crypto has randomUUID).
const transactionId = (): string | undefined =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;

/**
 * The macro source of the `adCount`th ad of a break: what the break, the ad so far and its run
 * say at the moment of each ping. Before its run, the ad stands at its start with the viewer's mute.
 */
export function adMacroSource(
  facts: BreakMacroFacts,
  adCount: number,
  soFar: AdSoFar,
  mutedAtStart: boolean,
): AdMacroSource {
  const transaction = transactionId();
  return () => {
    const { width, height } = facts.container.getBoundingClientRect();
    const moment = soFar.moment?.() ?? { playhead: 0, muted: mutedAtStart };
    return {
      ad: soFar.ad,
      creative: soFar.creative,
      kind: facts.kind,
      adCount,
      adPlayhead: moment.playhead,
      contentPlayhead: facts.contentPosition,
      playerSize: { width, height },
      muted: moment.muted,
      fullscreen: isFullscreen(facts.container),
      autoplayed: facts.autoplayed,
      contentId: facts.contentId,
      transactionId: transaction,
      player: facts.player,
    };
  };
}
