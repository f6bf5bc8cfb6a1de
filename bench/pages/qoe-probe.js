// @ts-check
// Injected into every page of the QoE bench before its scripts (a plain script, like probe.js):
// the content video's play as its viewer sees it, from the element's own events and a 250 ms
// sampler, taken alike on every page. Times in ms since navigation start. window.__qoe.record()
// reads it, an open stall or stretch of play counted up to that moment.
(() => {
  const sampleMs = 250;
  // The whole film is in the buffer once it reaches this close to the end, s.
  const endTolerance = 0.25;

  /**
   * @typedef {'before' | 'playing' | 'stalled' | 'seeking' | 'paused' | 'ended'} State
   * @typedef {{
   *   startupMs?: number, stalls: number, stallMs: number, playingMs: number,
   *   stallList: { atMs: number, mediaSeconds: number, ms: number }[],
   *   secondsByHeight: Record<string, number>, switches: number,
   *   fullyBufferedMs?: number, endedMs?: number,
   * }} QoeRecord
   */
  /** @type {QoeRecord} */
  const record = {
    stalls: 0,
    stallMs: 0,
    playingMs: 0,
    stallList: [],
    secondsByHeight: {},
    switches: 0,
  };
  /** @type {State} */
  let state = 'before';
  // When the current state began.
  let since = 0;
  // Where in the film the current stall began, s.
  let stalledAt = 0;
  let lastTick = 0;
  /** @type {number | undefined} */
  let lastHeight;
  /**
   * The `playing` that may be the start, until currentTime moves on from where it was.
   * @type {{ at: number, currentTime: number } | undefined}
   */
  let startCandidate;

  // Our page marks its content video (an ad has a video of its own); the reference pages have one.
  const contentVideo = () =>
    document.querySelector('video[data-player="content"]') ??
    (document.querySelector('video[data-player]') ? null : document.querySelector('video'));

  /** @param {EventTarget | null} target */
  const asContent = (target) =>
    target instanceof HTMLVideoElement && target === contentVideo() ? target : undefined;

  /** Closes the current state's stretch into the record at now and enters next. @param {State} next @param {number} now */
  function enter(next, now) {
    if (state === 'playing') record.playingMs += now - since;
    if (state === 'stalled') {
      record.stalls += 1;
      record.stallMs += now - since;
      record.stallList.push({ atMs: since, mediaSeconds: stalledAt, ms: now - since });
    }
    state = next;
    since = now;
  }

  /** The start: the `playing` after which currentTime advanced. @param {HTMLVideoElement} video */
  function checkStart(video) {
    if (state !== 'before' || !startCandidate || video.paused) return;
    if (video.currentTime <= startCandidate.currentTime) return;
    record.startupMs = startCandidate.at;
    state = 'playing';
    since = startCandidate.at;
  }

  /** @param {string} type @param {(video: HTMLVideoElement, now: number) => void} handle */
  const on = (type, handle) =>
    // Media events do not bubble, but they do pass the document in the capture phase.
    document.addEventListener(
      type,
      (event) => {
        const video = asContent(event.target);
        if (video) handle(video, performance.now());
      },
      true,
    );

  on('playing', (video, now) => {
    if (state === 'before') startCandidate = { at: now, currentTime: video.currentTime };
    else if (state !== 'playing' && state !== 'ended') enter('playing', now);
  });
  on('waiting', (video, now) => {
    if (state === 'before') startCandidate = undefined;
    // A seek's own wait is not a stall (the bench does not seek; a player's own nudge may).
    else if (state === 'playing') {
      stalledAt = video.currentTime;
      enter(video.seeking ? 'seeking' : 'stalled', now);
    }
  });
  on('pause', (_video, now) => {
    if (state === 'before') startCandidate = undefined;
    else if (state !== 'ended') enter('paused', now);
  });
  on('ended', (_video, now) => {
    if (state === 'before') return;
    enter('ended', now);
    record.endedMs = now;
  });
  on('timeupdate', (video) => checkStart(video));

  /** @param {HTMLVideoElement} video */
  const fullyBuffered = (video) => {
    const { buffered, duration } = video;
    return (
      Number.isFinite(duration) &&
      buffered.length > 0 &&
      buffered.end(buffered.length - 1) >= duration - endTolerance
    );
  };

  // The height shown, time-weighted while playing; its changes; the whole film in the buffer.
  setInterval(() => {
    const video = contentVideo();
    if (!(video instanceof HTMLVideoElement)) return;
    const now = performance.now();
    checkStart(video);
    const height = video.videoHeight;
    if (state === 'playing' && height > 0) {
      const seconds = (now - Math.max(lastTick, since)) / 1000;
      record.secondsByHeight[height] = (record.secondsByHeight[height] ?? 0) + seconds;
      if (lastHeight !== undefined && height !== lastHeight) record.switches += 1;
      lastHeight = height;
    }
    lastTick = now;
    if (record.fullyBufferedMs === undefined && fullyBuffered(video)) record.fullyBufferedMs = now;
  }, sampleMs);

  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  target.__qoe = {
    /** Whether the play is over: the film ended, or the bench's time for it is up. @param {number} untilMs */
    over: (untilMs) => state === 'ended' || performance.now() >= untilMs,
    /** @returns {QoeRecord & { state: State }} */
    record: () => {
      const now = performance.now();
      const open = now - since;
      return {
        ...record,
        secondsByHeight: { ...record.secondsByHeight },
        stallList: [
          ...record.stallList,
          ...(state === 'stalled' ? [{ atMs: since, mediaSeconds: stalledAt, ms: open }] : []),
        ],
        playingMs: record.playingMs + (state === 'playing' ? open : 0),
        stalls: record.stalls + (state === 'stalled' ? 1 : 0),
        stallMs: record.stallMs + (state === 'stalled' ? open : 0),
        state,
      };
    },
  };
})();
