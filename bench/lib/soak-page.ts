import type { Page } from '@playwright/test';
import { episodeInMenu, startOverIfAsked } from './player-ui';

/** The counters of bench/pages/soak-probe.js. */
export interface SoakCounts {
  episodesStarted: number;
  episodesEnded: number;
  adsShown: number;
  adBreaks: number;
  errors: number;
  lastError: string | undefined;
  events: Record<string, number>;
}

/** What the player shows at a moment of the soak run. */
export interface SoakState {
  title: string;
  contentTime: number;
  contentEnded: boolean;
  adTime: number | undefined;
  phase: 'ad' | 'countdown' | 'ended' | 'paused' | 'playing' | 'loading';
  /** The text of the error screen, when the player shows one. */
  errorScreen: string | undefined;
}

// Content 2's last episode: nothing follows it.
const lastEpisode = /^2 сезон, 2 серия/;

export const soakCounts = (page: Page): Promise<SoakCounts> =>
  page.evaluate(() => (window as unknown as { __soak: { counts(): SoakCounts } }).__soak.counts());

export const soakState = (page: Page): Promise<SoakState> =>
  page.evaluate((): SoakState => {
    const content = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
    const ad = document.querySelector<HTMLVideoElement>('video[data-player="ad"]');
    const layer = document.querySelector<HTMLElement>(
      '[role="region"][aria-label="Рекламная вставка"]',
    );
    const countdown = document.querySelector('[role="group"][aria-label="Следующая серия"]');
    const phase: SoakState['phase'] =
      layer && !layer.hidden
        ? 'ad'
        : countdown
          ? 'countdown'
          : !content
            ? 'loading'
            : content.ended
              ? 'ended'
              : content.paused
                ? 'paused'
                : 'playing';
    return {
      title: document.querySelector('.title-text')?.textContent ?? '',
      contentTime: content?.currentTime ?? 0,
      contentEnded: content?.ended ?? false,
      adTime: ad?.currentTime,
      phase,
      errorScreen: document.querySelector('.error-screen')?.textContent ?? undefined,
    };
  });

/**
 * Keeps the series going where the player itself stops: once the last episode has ended (and any
 * ad after it is over) it picks season 1's first episode from the menu; a resume prompt is
 * answered with 'Начать сначала'. Each call tells what it did, if anything worth a note.
 */
export function seriesKeeper(): (
  page: Page,
  state: SoakState,
  counts: SoakCounts,
) => Promise<string | undefined> {
  let endedSoFar = 0;
  let lastHasEnded = false;
  return async (page, state, counts) => {
    if (await startOverIfAsked(page)) return "answered a resume prompt with 'Начать сначала'";
    if (counts.episodesEnded > endedSoFar) {
      endedSoFar = counts.episodesEnded;
      if (lastEpisode.test(state.title)) lastHasEnded = true;
    }
    if (!lastHasEnded || state.phase === 'ad' || state.phase === 'countdown') return undefined;
    lastHasEnded = false;
    await (await episodeInMenu(page, 1, /Пилот/)).click();
    // The player may have started the ended episode again by itself (after a mid-roll at its end).
    return state.contentEnded
      ? `'${state.title}' ended; picked season 1's first episode`
      : `'${state.title}' had ended, yet was ${state.phase} at ${state.contentTime.toFixed(1)} s again; picked season 1's first episode`;
  };
}
