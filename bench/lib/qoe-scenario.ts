import type { Browser } from '@playwright/test';
import { openFresh, probeOf, type BenchPage } from './open-fresh';
import {
  qoeProbeScript,
  qoeRecordOf,
  waitForPlayOver,
  type QoeRecord,
  type Stall,
} from './qoe-probe';
import type { QoeTrace } from './qoe-traces';
import type { ShapingProxy } from './shaping-proxy';
import { playTrace, type PlayingTrace } from './trace-player';
import type { KbpsByHeight } from './variant-bitrates';

/** One play of a page on a trace, as the viewer had it. */
export interface QoePlay {
  /** Navigation start to the first `playing` with currentTime advancing, ms (NaN: never). */
  startupMs: number;
  /** Navigation start to the content video's first presented frame (probe.js), ms. */
  firstFrameMs: number;
  stalls: number;
  stallMs: number;
  stallList: Stall[];
  /** Stall time / (playing time + stall time). */
  rebufferingRatio: number;
  /** The shown variant's BANDWIDTH, time-weighted while playing, kbit/s. */
  averageKbps: number;
  switches: number;
  /** Navigation start to the whole film in the buffer, ms (NaN: never within the play). */
  fullyBufferedMs: number;
  ended: boolean;
  secondsByHeight: Record<string, number>;
}

/** The variants' bitrate weighted by the seconds each height was shown. */
function averageKbps(secondsByHeight: Record<string, number>, bitrates: KbpsByHeight): number {
  let kbitTotal = 0;
  let seconds = 0;
  for (const [height, shown] of Object.entries(secondsByHeight)) {
    const kbps = bitrates[Number(height)];
    // A height no variant has (none in film 1) would be a decoder's doing: left out.
    if (kbps === undefined) continue;
    kbitTotal += kbps * shown;
    seconds += shown;
  }
  return seconds > 0 ? kbitTotal / seconds : Number.NaN;
}

function playOf(record: QoeRecord, firstFrameMs: number, bitrates: KbpsByHeight): QoePlay {
  const watchedMs = record.playingMs + record.stallMs;
  return {
    startupMs: record.startupMs ?? Number.NaN,
    firstFrameMs,
    stalls: record.stalls,
    stallMs: record.stallMs,
    stallList: record.stallList,
    rebufferingRatio: watchedMs > 0 ? record.stallMs / watchedMs : Number.NaN,
    averageKbps: averageKbps(record.secondsByHeight, bitrates),
    switches: record.switches,
    fullyBufferedMs: record.fullyBufferedMs ?? Number.NaN,
    ended: record.state === 'ended',
    secondsByHeight: record.secondsByHeight,
  };
}

/** What every play of a run shares: the network, the stream's variants, the time allowed. */
export interface QoeSetup {
  trace: QoeTrace;
  /** The browser's proxy, whose bandwidth the trace sets. */
  proxy: ShapingProxy;
  bitrates: KbpsByHeight;
  /** The latest end of a play whose film has not ended, ms after navigation start. */
  untilMs: number;
}

/**
 * Opens target in a fresh context on the trace's first step, changes the bandwidth as the trace
 * goes on, and lets the page play until its film ends or untilMs after navigation start.
 */
export async function playOnTrace(
  browser: Browser,
  target: BenchPage,
  { trace, proxy, bitrates, untilMs }: QoeSetup,
): Promise<QoePlay> {
  let playing: PlayingTrace | undefined;
  try {
    const { context, page } = await openFresh(browser, target, {
      initScripts: [qoeProbeScript],
      beforeNavigation: async (fresh) => {
        playing = await playTrace(fresh, trace, proxy);
      },
    });
    try {
      await waitForPlayOver(page, untilMs);
      const { firstFrame } = await probeOf(page);
      return playOf(await qoeRecordOf(page), firstFrame ?? Number.NaN, bitrates);
    } finally {
      await context.close();
    }
  } finally {
    playing?.stop();
  }
}
