/** The time-based analytics ping: every 60 s of playing (spec section 9). */
export const playingPingInterval = 60_000;

/**
 * Calls `ping` after every `interval` ms spent playing: the clock runs only between
 * setPlaying(true) and setPlaying(false), so pauses, buffering and ads do not count.
 */
export function createPlayingPing(ping: () => void, interval = playingPingInterval) {
  let playedMs = 0;
  let since: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    timer = setTimeout(() => {
      playedMs = 0;
      since = Date.now();
      ping();
      schedule();
    }, interval - playedMs);
  };

  return {
    setPlaying(playing: boolean) {
      if (playing === (since !== undefined)) return;
      if (playing) {
        since = Date.now();
        schedule();
        return;
      }
      clearTimeout(timer);
      playedMs += Date.now() - (since ?? Date.now());
      since = undefined;
    },
    dispose() {
      clearTimeout(timer);
      since = undefined;
    },
  };
}
