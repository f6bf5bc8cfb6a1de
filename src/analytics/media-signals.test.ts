import { describe, expect, it } from 'vitest';
import { isPlaying, mediaSignals, type StatMediaState } from './media-signals';

const playing: StatMediaState = {
  phase: 'ready',
  paused: false,
  ended: false,
  seeking: false,
  waiting: false,
  currentTime: 12,
  duration: 30,
  bufferedEnd: 20,
  muted: false,
  playbackRate: 1,
  levels: [{ height: 360 }, { height: 720 }],
  currentLevel: 1,
  videoHeight: 720,
  pictureInPicture: false,
  audioLanguage: 'ru',
  bandwidthEstimate: 5_000_000,
};
const paused = { ...playing, paused: true };
const loading = { ...paused, phase: 'loading' as const };

describe('media signals', () => {
  it.each<[string, StatMediaState, StatMediaState, string[]]>([
    ['a play', paused, playing, ['play']],
    [
      'a play while the first frame is still coming (autoplay)',
      loading,
      { ...loading, paused: false },
      ['play'],
    ],
    ['a pause', playing, paused, ['pause']],
    ['the end, which pauses the element', playing, { ...paused, ended: true }, ['pause', 'ended']],
    [
      'the pause that comes just before the end (Chromium)',
      { ...playing, currentTime: 30 },
      { ...paused, currentTime: 30 },
      ['pause'],
    ],
    ['a pause close to the end', playing, { ...paused, currentTime: 29.9 }, ['pause']],
    ['a seek, when it lands', { ...paused, seeking: true }, paused, ['seek']],
    ['no seek while it is under way', paused, { ...paused, seeking: true }, []],
    ['no seek to the start position of a load', { ...loading, seeking: true }, loading, []],
    ['a mute', playing, { ...playing, muted: true }, ['mute']],
    ['an unmute', { ...playing, muted: true }, playing, ['unmute']],
    ['no mute for the remembered mute of a load', loading, { ...loading, muted: true }, []],
    ['picture-in-picture', playing, { ...playing, pictureInPicture: true }, ['pip']],
    ['no pip on leaving it', { ...playing, pictureInPicture: true }, playing, []],
    ['a quality change', playing, { ...playing, currentLevel: 0 }, ['changeQuality']],
    ['no quality change for the first level', { ...playing, currentLevel: -1 }, playing, []],
    ['nothing when the engine detaches', playing, { ...paused, phase: 'idle' }, []],
    [
      'nothing when it attaches again',
      { ...paused, phase: 'idle' },
      { ...loading, paused: false },
      [],
    ],
    ['nothing for a time update', playing, { ...playing, currentTime: 12.25 }, []],
  ])('%s', (_name, previous, state, expected) => {
    expect(mediaSignals(state, previous)).toEqual(expected);
  });

  it('counts as playing only a shown, running, unstalled video', () => {
    expect(isPlaying(playing)).toBe(true);
    expect(isPlaying(paused)).toBe(false);
    expect(isPlaying({ ...playing, waiting: true })).toBe(false);
    expect(isPlaying({ ...playing, seeking: true })).toBe(false);
    expect(isPlaying({ ...playing, ended: true })).toBe(false);
    expect(isPlaying({ ...playing, phase: 'loading' })).toBe(false);
  });
});
