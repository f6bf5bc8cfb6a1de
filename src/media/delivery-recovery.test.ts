import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDeliveryRecovery,
  giveUpAfterStarvedMs,
  restartDelayMs,
  type DeliveryRecovery,
} from './delivery-recovery';

/** A film element whose pause and buffer the test sets: starved while playing with nothing ahead. */
function filmElement() {
  const element = { paused: false, readyState: HTMLMediaElement.HAVE_METADATA };
  return {
    video: element as unknown as HTMLVideoElement,
    starve: () => Object.assign(element, { paused: false, readyState: 1 }),
    playBuffered: () => Object.assign(element, { paused: false, readyState: 4 }),
    pause: () => Object.assign(element, { paused: true }),
  };
}

let online = true;
let recovery: DeliveryRecovery;
let film: ReturnType<typeof filmElement>;
let restarts = 0;
let gaveUp = 0;

const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  film = filmElement();
  restarts = 0;
  gaveUp = 0;
  recovery = createDeliveryRecovery({
    video: film.video,
    restart: () => (restarts += 1),
    giveUp: () => (gaveUp += 1),
  });
});
afterEach(() => {
  recovery.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the restart schedule', () => {
  it('waits 1, 2, then 4 s at most between restarts', () => {
    expect([0, 1, 2, 3, 10].map(restartDelayMs)).toEqual([1000, 2000, 4000, 4000, 4000]);
  });

  it('restarts the loading after each failure, on that schedule', () => {
    film.starve();
    recovery.failed();
    vi.advanceTimersByTime(999);
    expect(restarts).toBe(0);
    vi.advanceTimersByTime(1);
    expect(restarts).toBe(1);
    recovery.failed();
    vi.advanceTimersByTime(1999);
    expect(restarts).toBe(1);
    vi.advanceTimersByTime(1);
    expect(restarts).toBe(2);
  });

  it('restarts once for failures that come together (the video’s and the audio’s)', () => {
    recovery.failed();
    recovery.failed();
    vi.advanceTimersByTime(1000);
    expect(restarts).toBe(1);
  });

  it('starts afresh after data arrived: the next outage restarts a second later again', () => {
    recovery.failed();
    vi.advanceTimersByTime(1000);
    recovery.failed();
    recovery.delivered();
    vi.advanceTimersByTime(5000);
    expect(restarts).toBe(1);
    recovery.failed();
    vi.advanceTimersByTime(1000);
    expect(restarts).toBe(2);
  });
});

describe('giving up', () => {
  it(`gives up once the film has waited for data ${giveUpAfterStarvedMs / 1000} s, and only once`, () => {
    film.starve();
    recovery.failed();
    for (let waited = 0; waited < giveUpAfterStarvedMs - 1000; waited += 1000) {
      vi.advanceTimersByTime(1000);
      recovery.failed();
    }
    expect(gaveUp).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(gaveUp).toBe(1);
    const restartsWhenGivenUp = restarts;
    vi.advanceTimersByTime(60_000);
    expect(gaveUp).toBe(1);
    expect(restarts).toBe(restartsWhenGivenUp);
  });

  it('does not count the time the film plays what it buffered: it keeps trying meanwhile', () => {
    film.playBuffered();
    recovery.failed();
    for (let second = 0; second < 60; second += 1) {
      vi.advanceTimersByTime(1000);
      recovery.failed();
    }
    expect(gaveUp).toBe(0);
    expect(restarts).toBeGreaterThan(10);
    film.starve();
    vi.advanceTimersByTime(giveUpAfterStarvedMs);
    expect(gaveUp).toBe(1);
  });

  it('does not count a pause', () => {
    film.starve();
    recovery.failed();
    vi.advanceTimersByTime(giveUpAfterStarvedMs / 2);
    film.pause();
    vi.advanceTimersByTime(10 * giveUpAfterStarvedMs);
    expect(gaveUp).toBe(0);
    film.starve();
    vi.advanceTimersByTime(giveUpAfterStarvedMs / 2);
    expect(gaveUp).toBe(1);
  });

  it('does not count a stall during an ad break (the film is paused under the ad), and goes on after it', () => {
    film.playBuffered();
    recovery.failed();
    // The break pauses the film; its network is gone all the while the ad plays.
    film.pause();
    for (let second = 0; second < 45; second += 1) {
      vi.advanceTimersByTime(1000);
      recovery.failed();
    }
    expect(gaveUp).toBe(0);
    // Back to the film, with nothing buffered: the wait counts from now.
    film.starve();
    vi.advanceTimersByTime(giveUpAfterStarvedMs - 1000);
    expect(gaveUp).toBe(0);
    recovery.delivered();
    vi.advanceTimersByTime(giveUpAfterStarvedMs);
    expect(gaveUp).toBe(0);
  });

  it('does nothing once stopped', () => {
    film.starve();
    recovery.failed();
    recovery.stop();
    vi.advanceTimersByTime(10 * giveUpAfterStarvedMs);
    expect({ restarts, gaveUp }).toEqual({ restarts: 0, gaveUp: 0 });
  });
});

describe('offline and online', () => {
  it('waits for the network while the browser is offline, without restarting or giving up', () => {
    film.starve();
    goOffline();
    recovery.failed();
    vi.advanceTimersByTime(10 * giveUpAfterStarvedMs);
    expect({ restarts, gaveUp }).toEqual({ restarts: 0, gaveUp: 0 });
  });

  it('restarts at once when the browser is back online', () => {
    film.starve();
    goOffline();
    recovery.failed();
    vi.advanceTimersByTime(30_000);
    goOnline();
    expect(restarts).toBe(1);
  });

  it('restarts at once on `online` rather than waiting for the next scheduled restart', () => {
    film.starve();
    recovery.failed();
    vi.advanceTimersByTime(1000);
    recovery.failed();
    expect(restarts).toBe(1);
    goOnline();
    expect(restarts).toBe(2);
    // The scheduled one was replaced, not added.
    vi.advanceTimersByTime(2000);
    expect(restarts).toBe(2);
  });

  it('a restart that comes due while offline waits for `online`', () => {
    film.starve();
    recovery.failed();
    goOffline();
    vi.advanceTimersByTime(5000);
    expect(restarts).toBe(0);
    goOnline();
    expect(restarts).toBe(1);
  });

  it('hears no `online` outside an outage', () => {
    goOnline();
    recovery.failed();
    recovery.delivered();
    goOnline();
    expect(restarts).toBe(0);
  });
});
