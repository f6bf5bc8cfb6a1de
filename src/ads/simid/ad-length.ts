/** SIMID's duration for "until the creative asks to stop" (section 4.4.8). */
export const unknownSimidDuration = -2;

/** The longest a creative may keep the ad on past its media: a viewer is never held for good. */
export const maxExtraSeconds = 120;

export interface AdLengthOptions {
  /** The ad's media: its time, its duration and its end. */
  video: HTMLVideoElement;
  /** The media's duration as far as known (the element's, else the VAST's). */
  mediaDuration(): number;
  /** Shows the countdown of the ad as lengthened. */
  show(view: { currentTime: number; duration: number }): void;
  /** The ad as lengthened is over (or the limit came). */
  end(): void;
}

// The extra time's countdown moves as smoothly as the media's own time updates.
const tickMs = 250;

/**
 * How long a linear SIMID ad lasts once its creative has asked for another duration (SIMID sections
 * 4.4.8 and 6.10): a known one ends the ad at that second (past its media's end, the media stays on
 * its last frame while the creative shows), an unknown one (-2) when the creative asks to stop, and
 * either at maxExtraSeconds past the media at the latest.
 */
export function createAdLength(options: AdLengthOptions) {
  const { video } = options;
  // Seconds of the whole ad; 'unknown' until the creative stops it; undefined: its media's.
  let length: number | 'unknown' | undefined;
  let endedAt: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const limit = () => options.mediaDuration() + maxExtraSeconds;
  const goesOnAfterEnd = () =>
    length === 'unknown' || (length !== undefined && length > options.mediaDuration());
  const shownDuration = () => (length === 'unknown' ? 0 : (length ?? options.mediaDuration()));
  const stop = () => {
    clearTimeout(timer);
    clearInterval(ticker);
  };

  // Past the media's end: the ad's time runs on the clock.
  const runExtraTime = () => {
    if (endedAt === undefined) return;
    stop();
    const media = options.mediaDuration();
    const at = length === 'unknown' || length === undefined ? limit() : Math.min(length, limit());
    const elapsed = (Date.now() - endedAt) / 1000;
    timer = setTimeout(options.end, Math.max(0, (at - media - elapsed) * 1000));
    ticker = setInterval(() => {
      const extra = (Date.now() - (endedAt ?? 0)) / 1000;
      options.show({ currentTime: media + extra, duration: shownDuration() });
    }, tickMs);
  };

  return {
    /** Whether the creative's new duration (seconds, or -2) is one the player keeps to. */
    change(duration: number): boolean {
      if (duration !== unknownSimidDuration && !(duration > 0)) return false;
      if (duration > limit()) return false;
      length = duration === unknownSimidDuration ? 'unknown' : duration;
      options.show({ currentTime: video.currentTime, duration: shownDuration() });
      if (endedAt !== undefined) runExtraTime();
      else if (typeof length === 'number' && video.currentTime >= length) options.end();
      return true;
    },
    /** Whether the ad goes on when its media ends. */
    goesOnAfterEnd,
    /** Each time update of the media: the countdown as lengthened, and a shortened ad's end. */
    onTimeUpdate(): void {
      if (length === undefined) return;
      options.show({ currentTime: video.currentTime, duration: shownDuration() });
      if (typeof length === 'number' && video.currentTime >= length && !video.ended) options.end();
    },
    /** The media ended: a lengthened ad goes on with the clock. */
    onMediaEnded(): void {
      if (endedAt !== undefined || !goesOnAfterEnd()) return;
      endedAt = Date.now();
      runExtraTime();
    },
    /** Whether the media has ended and the ad goes on past it. */
    get inExtraTime(): boolean {
      return endedAt !== undefined;
    },
    stop,
  };
}
