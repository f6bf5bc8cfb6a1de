import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaEngine } from '../media/media-engine-types';
import { createMediaStore } from '../media/media-store';
import { readPlaybackRate, readSubtitleLanguage } from './preferences';
import { withRememberedChoices } from './remembered-choices';

const subtitleOptions = [
  { id: 'file:0', label: 'Русские', language: 'ru' },
  { id: 'file:1', label: 'Комментарии', language: '' },
];

/** An engine that only shows the subtitle asked for, as the real one tells its store. */
function engineOver(store: ReturnType<typeof createMediaStore>) {
  const setSubtitle = (id: string | undefined) => store.setState({ currentSubtitle: id });
  return {
    setSubtitle: vi.fn(setSubtitle),
    toggleSubtitles: vi.fn(() =>
      setSubtitle(store.getState().currentSubtitle === undefined ? 'file:0' : undefined),
    ),
    setPlaybackRate: vi.fn(),
  } as unknown as MediaEngine;
}

function remembering() {
  const store = createMediaStore();
  store.setState({ subtitleOptions });
  const inner = engineOver(store);
  return { inner, engine: withRememberedChoices(inner, store) };
}

afterEach(() => localStorage.clear());

describe('remembered choices', () => {
  it('keeps the language of the subtitles chosen, or their label without one, and off', () => {
    const { engine, inner } = remembering();
    engine.setSubtitle('file:0');
    expect(inner.setSubtitle).toHaveBeenCalledWith('file:0');
    expect(readSubtitleLanguage()).toBe('ru');
    engine.setSubtitle('file:1');
    expect(readSubtitleLanguage()).toBe('Комментарии');
    engine.setSubtitle(undefined);
    expect(readSubtitleLanguage()).toBeUndefined();
    expect(localStorage.getItem('player-subtitles')).toBe('""');
  });

  it('keeps what the C toggle leaves shown', () => {
    const { engine } = remembering();
    engine.toggleSubtitles();
    expect(readSubtitleLanguage()).toBe('ru');
    engine.toggleSubtitles();
    expect(readSubtitleLanguage()).toBeUndefined();
  });

  it('keeps the speed, and reads back only a rate a browser plays', () => {
    const { engine, inner } = remembering();
    expect(readPlaybackRate()).toBe(1);
    engine.setPlaybackRate(1.5);
    expect(inner.setPlaybackRate).toHaveBeenCalledWith(1.5);
    expect(readPlaybackRate()).toBe(1.5);
    localStorage.setItem('player-playback-rate', '16');
    expect(readPlaybackRate()).toBe(1);
    localStorage.setItem('player-playback-rate', '"fast"');
    expect(readPlaybackRate()).toBe(1);
  });
});
