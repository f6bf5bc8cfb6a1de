import type { Page } from '@playwright/test';
import { repoPath } from '../../server/paths';

/** The in-page QoE probe's script: add it to a page before its scripts. */
export const qoeProbeScript = repoPath('bench', 'pages', 'qoe-probe.js');

export interface Stall {
  atMs: number;
  mediaSeconds: number;
  ms: number;
}

/** What bench/pages/qoe-probe.js records of the content video's play, ms since navigation start. */
export interface QoeRecord {
  /** The first `playing` after which currentTime advanced; undefined if the play never started. */
  startupMs?: number;
  /** Waits after the start (a seek's own excluded), and their total time. */
  stalls: number;
  stallMs: number;
  /** Each stall: when it began (ms since navigation start), where in the film (s), how long (ms). */
  stallList: Stall[];
  playingMs: number;
  /** Seconds of play by the video's height, sampled every 250 ms. */
  secondsByHeight: Record<string, number>;
  /** Changes of the video's height while playing. */
  switches: number;
  /** When the buffer first reached the film's end. */
  fullyBufferedMs?: number;
  endedMs?: number;
  state: 'before' | 'playing' | 'stalled' | 'seeking' | 'paused' | 'ended';
}

interface QoeProbe {
  over(untilMs: number): boolean;
  record(): QoeRecord;
}

/** Waits until page's film has ended, or untilMs after its navigation started. */
export async function waitForPlayOver(page: Page, untilMs: number): Promise<void> {
  await page.waitForFunction(
    (until) => (window as unknown as { __qoe: QoeProbe }).__qoe.over(until),
    untilMs,
    { polling: 250, timeout: untilMs + 10_000 },
  );
}

/** The probe's record now, an open stall or stretch of play counted up to this moment. */
export const qoeRecordOf = (page: Page): Promise<QoeRecord> =>
  page.evaluate(() => (window as unknown as { __qoe: QoeProbe }).__qoe.record());
