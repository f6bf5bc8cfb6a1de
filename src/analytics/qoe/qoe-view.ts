/**
 * How one episode view went, in CTA-2066's terms (what Mux Data and Conviva report): startup time,
 * exit before start, stalls, bitrate and errors. Fed with the content video's moments (ms on one
 * clock), it keeps the figures; `figures(at)` reads them as the view ends.
 */
export interface QoeFigures {
  /** Play intent to first frame, less the ad breaks between; null when it never started. */
  startupTimeMs: number | null;
  /** Asked to play, never started. */
  exitBeforeStart: boolean;
  /** Stalls after the first frame: a seek's own wait is none, a pause stops the clock. */
  rebufferCount: number;
  rebufferDurationMs: number;
  /** Time playing (the clock running, no stall), which the rebuffering ratio is taken against. */
  playingMs: number;
  bitrateSwitches: number;
  /** Time-weighted over the time playing; null when no level was known while playing. */
  avgBitrateKbps: number | null;
  /** The code of the error the stream stopped on; null when none. */
  errorCode: string | null;
  /** The CDN (content-steering pathway) the view's last fragment came from; null for a stream on one. */
  pathway: string | null;
  /** How often the CDN changed during the view (a failover, or the steering server's choice). */
  pathwaySwitches: number;
}

/** Where a view starts from: a fresh one, or one that goes on where the page was hidden. */
export interface QoeViewStart {
  /** When the play was asked for (an autoplay's: the page's start), if it was. */
  intentAt?: number;
  /** The first frame already showed (a view going on after the page was hidden). */
  started?: boolean;
  /** The level playing, kbit/s, if known. */
  bitrateKbps?: number;
  /** The CDN the picture comes from, if known. */
  pathway?: string;
}

export function createQoeView(start: QoeViewStart = {}) {
  let intentAt = start.intentAt;
  let asked = intentAt !== undefined;
  let started = start.started ?? false;
  let startupTimeMs: number | null = null;
  // Ad time between the intent and the first frame, taken off the startup time.
  let adMs = 0;
  let adSince: number | undefined;
  let playingSince: number | undefined;
  let playingMs = 0;
  let bitrateKbps = start.bitrateKbps;
  let bitrateSwitches = 0;
  let weightedKbpsMs = 0;
  let weightedMs = 0;
  let stalled = false;
  let stallSince: number | undefined;
  let rebufferCount = 0;
  let rebufferDurationMs = 0;
  let paused = true;
  // From a seek until playback goes on: its waiting is the seek's, not a stall.
  let seekWait = false;
  let errorCode: string | null = null;
  let pathway = start.pathway;
  let pathwaySwitches = 0;

  function stopPlayingClock(at: number) {
    if (playingSince === undefined) return;
    const ms = at - playingSince;
    playingMs += ms;
    if (bitrateKbps !== undefined) {
      weightedKbpsMs += bitrateKbps * ms;
      weightedMs += ms;
    }
    playingSince = undefined;
  }

  function stopStallClock(at: number) {
    if (stallSince !== undefined) rebufferDurationMs += at - stallSince;
    stallSince = undefined;
  }

  function endStall(at: number) {
    stopStallClock(at);
    stalled = false;
  }

  return {
    /** A play was asked for (the first one counts, and one after a pause before the start). */
    intent(at: number): void {
      asked = true;
      if (!started && intentAt === undefined) intentAt = at;
    },
    /** The element plays frames (its `playing`): the first frame, or the end of a stall or a seek. */
    playing(at: number): void {
      paused = false;
      seekWait = false;
      endStall(at);
      if (!started && adSince === undefined) {
        started = true;
        if (intentAt !== undefined) startupTimeMs = Math.max(0, Math.round(at - intentAt - adMs));
      }
      if (started && adSince === undefined) playingSince ??= at;
    },
    /** The element waits for data (its `waiting`). */
    waiting(at: number): void {
      stopPlayingClock(at);
      if (!started || seekWait || stalled || paused) return;
      stalled = true;
      rebufferCount += 1;
      stallSince = at;
    },
    seeking(at: number): void {
      stopPlayingClock(at);
      // The stall gives way to the seek's wait.
      endStall(at);
      seekWait = true;
    },
    pause(at: number): void {
      paused = true;
      stopPlayingClock(at);
      // A stall paused stops counting; it goes on if the play comes back to a wait.
      stopStallClock(at);
      // Paused before the start: the startup clock waits for the next play.
      if (!started) intentAt = undefined;
    },
    /** The element's `play`: a stall paused counts again. */
    play(at: number): void {
      paused = false;
      if (stalled) stallSince ??= at;
    },
    /** The content ended: nothing plays or stalls after it. */
    ended(at: number): void {
      paused = true;
      stopPlayingClock(at);
      endStall(at);
    },
    /** An ad break holds the film (its time is not the film's startup). */
    adBreak(on: boolean, at: number): void {
      if (on) {
        stopPlayingClock(at);
        adSince ??= at;
      } else if (adSince !== undefined) {
        if (!started) adMs += at - adSince;
        adSince = undefined;
      }
    },
    /** The level playing now, kbit/s (hls.js's LEVEL_SWITCHED). */
    bitrate(kbps: number, at: number): void {
      if (kbps === bitrateKbps) return;
      const running = playingSince !== undefined;
      stopPlayingClock(at);
      if (bitrateKbps !== undefined) bitrateSwitches += 1;
      bitrateKbps = kbps;
      if (running) playingSince = at;
    },
    /** The CDN the picture comes from now. */
    pathway(id: string): void {
      if (pathway !== undefined && id !== pathway) pathwaySwitches += 1;
      pathway = id;
    },
    /** The stream stopped on this error. */
    failed(code: string, at: number): void {
      errorCode ??= code;
      stopPlayingClock(at);
      endStall(at);
    },
    /** Whether the view has anything to tell: a play asked, time played, a stall or an error. */
    hasActivity(): boolean {
      const played = playingMs > 0 || playingSince !== undefined;
      return asked || played || rebufferCount > 0 || errorCode !== null;
    },
    /** Whether the first frame showed. */
    started: () => started,
    /** The level playing, kbit/s, if known. */
    bitrateKbps: () => bitrateKbps,
    /** The figures as the view ends at this moment (the clocks running are stopped there). */
    figures(at: number): QoeFigures {
      stopPlayingClock(at);
      stopStallClock(at);
      return {
        startupTimeMs,
        exitBeforeStart: asked && !started,
        rebufferCount,
        rebufferDurationMs: Math.round(rebufferDurationMs),
        playingMs: Math.round(playingMs),
        bitrateSwitches,
        avgBitrateKbps: weightedMs > 0 ? Math.round(weightedKbpsMs / weightedMs) : null,
        errorCode,
        pathway: pathway ?? null,
        pathwaySwitches,
      };
    },
  };
}

export type QoeView = ReturnType<typeof createQoeView>;
