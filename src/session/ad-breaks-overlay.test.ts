import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdBreakOptions } from '../ads/ad-break';
import type { PlayGate } from '../media/media-engine-types';
import { startAdBreaks } from './ad-breaks';
import { breaksOptions } from './testing/breaks-options';

// Each break hands the film one nonlinear overlay, as a break whose VAST holds one does.
const overlays: { stop: ReturnType<typeof vi.fn> }[] = [];
const breaks: AdBreakOptions[] = [];
const overlayRunner = async (options: AdBreakOptions) => {
  breaks.push(options);
  const overlay = { stop: vi.fn() };
  overlays.push(overlay);
  options.onOverlay?.(overlay);
};

function startBreaks() {
  const engine = {
    setPlayGate: vi.fn(),
    pause: vi.fn(),
    play: vi.fn(async () => undefined),
    autoplay: vi.fn(),
  };
  const options = {
    ...breaksOptions(
      {
        preroll: ['http://ads.test/vast.xml'],
        midroll: { vastUrls: ['http://ads.test/mid.xml'], interval: 10 },
      },
      engine,
    ),
    container: () => document.createElement('div'),
    runAdBreak: overlayRunner,
  };
  const stop = startAdBreaks(options);
  const gate = engine.setPlayGate.mock.calls[0]?.[0] as PlayGate;
  return { engine, media: options.media, stop, gate };
}

beforeEach(() => {
  overlays.length = 0;
  breaks.length = 0;
});

describe('a nonlinear overlay over the film', () => {
  it('is stopped when the breaks stop (the player’s end)', async () => {
    const { stop, gate } = startBreaks();
    await gate();
    expect(overlays).toHaveLength(1);
    expect(overlays[0]?.stop).not.toHaveBeenCalled();
    stop();
    expect(overlays[0]?.stop).toHaveBeenCalledOnce();
  });

  it('is stopped when the next break starts, and the next one’s overlay takes its place', async () => {
    const { media, gate, stop } = startBreaks();
    await gate();
    media.setState({ phase: 'ready', paused: false, duration: 100, currentTime: 0 });
    for (let second = 1; second <= 10; second++) media.setState({ currentTime: second });
    await vi.waitFor(() => expect(overlays).toHaveLength(2));
    expect(overlays[0]?.stop).toHaveBeenCalledOnce();
    expect(overlays[1]?.stop).not.toHaveBeenCalled();
    stop();
    expect(overlays[1]?.stop).toHaveBeenCalledOnce();
  });

  it('plays and pauses the film for the break’s cause, and hears its play and pause', async () => {
    const { engine, media, gate, stop } = startBreaks();
    await gate();
    const film = breaks[0]?.film;
    if (!film) throw new Error('no film given to the break');
    const heard: boolean[] = [];
    const unsubscribe = film.onPlayingChange((playing) => heard.push(playing));
    media.setState({ paused: false });
    expect(film.playing()).toBe(true);
    media.setState({ currentTime: 3 });
    media.setState({ paused: true });
    unsubscribe();
    media.setState({ paused: false });
    expect(heard).toEqual([true, false]);
    film.pause();
    film.play();
    expect(engine.pause).toHaveBeenCalledTimes(2);
    expect(engine.play).toHaveBeenCalledOnce();
    stop();
  });
});
