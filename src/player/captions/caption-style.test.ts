import { afterEach, describe, expect, it } from 'vitest';
import { captionStyleStore, readCaptionStyle } from './caption-style';

afterEach(() => localStorage.clear());

describe('caption style', () => {
  it('starts as the captions always looked, and is remembered as it changes', () => {
    expect(readCaptionStyle()).toEqual({ size: 'medium', color: 'white', background: 'dark' });
    captionStyleStore.setState({ size: 'largest' });
    expect(readCaptionStyle()).toMatchObject({ size: 'largest' });
  });

  it('keeps each good field of a damaged record and defaults the others', () => {
    localStorage.setItem(
      'player-caption-style',
      JSON.stringify({ size: 'huge', color: 'yellow', background: 7 }),
    );
    expect(readCaptionStyle()).toEqual({ size: 'medium', color: 'yellow', background: 'dark' });
    localStorage.setItem('player-caption-style', '{not json');
    expect(readCaptionStyle()).toEqual({ size: 'medium', color: 'white', background: 'dark' });
  });
});
