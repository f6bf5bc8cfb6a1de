import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { StatMediaState, StatMediaStep } from './media-signals';
import { createMediaSteps } from './media-steps';

const playing: StatMediaState = {
  phase: 'ready',
  paused: false,
  ended: false,
  seeking: false,
  waiting: false,
  currentTime: 10,
  duration: 30,
  bufferedEnd: 20,
  muted: false,
  playbackRate: 1,
  levels: [],
  currentLevel: -1,
  videoHeight: 360,
  pictureInPicture: false,
  audioLanguage: 'ru',
  bandwidthEstimate: undefined,
};

function watch() {
  const media = createStore<StatMediaState>()(() => playing);
  const steps = createMediaSteps(media);
  const seen: StatMediaStep['changes'] = [];
  const refused: unknown[] = [];
  steps.on('step', ({ changes }) => seen.push(...changes));
  steps.on('refused', (refusal) => refused.push(refusal));
  return { media, steps, seen, refused };
}

describe('the change feed', () => {
  it('gives each play, pause and seek the cause of the request it answers', () => {
    const { media, steps, seen } = watch();
    steps.expect('pause', { by: 'host' });
    media.setState({ paused: true });
    steps.expect('seek', { by: 'viewer' });
    media.setState({ seeking: true });
    media.setState({ seeking: false, currentTime: 20 });
    steps.expect('play', { by: 'autoplay' });
    media.setState({ paused: false });
    expect(seen).toEqual([
      { signal: 'pause', cause: { by: 'host' } },
      { signal: 'seek', cause: { by: 'viewer' } },
      { signal: 'play', cause: { by: 'autoplay' } },
    ]);
  });

  it("takes a play or pause nobody asked for as the viewer's, a seek as the stream's own", () => {
    const { media, seen } = watch();
    media.setState({ paused: true });
    media.setState({ seeking: true });
    media.setState({ seeking: false });
    expect(seen).toEqual([
      { signal: 'pause', cause: { by: 'viewer' } },
      { signal: 'seek', cause: undefined },
    ]);
  });

  it("tells the element's pause at the end as the end's, leaving a pause asked for waiting", () => {
    const { media, steps, seen } = watch();
    steps.expect('pause', { by: 'viewer' });
    media.setState({ paused: true, currentTime: 30 });
    media.setState({ ended: true });
    expect(seen).toEqual([
      { signal: 'pause', cause: { by: 'end' } },
      { signal: 'ended', cause: undefined },
    ]);
  });

  it('tells a refused play with the cause it was asked for, once', () => {
    const { steps, refused } = watch();
    steps.expect('play', { by: 'autoplay' });
    steps.refused('NotAllowedError');
    steps.refused('NotAllowedError');
    expect(refused).toEqual([
      { change: 'play', cause: { by: 'autoplay' }, reason: 'NotAllowedError' },
    ]);
  });

  it('forgets what was asked of a load once another one comes', () => {
    const { media, steps, seen } = watch();
    steps.expect('pause', { by: 'host' });
    steps.forget();
    media.setState({ paused: true });
    expect(seen).toEqual([{ signal: 'pause', cause: { by: 'viewer' } }]);
  });
});
