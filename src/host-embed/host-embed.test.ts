import { describe, expect, it } from 'vitest';
import { createFrameStretch } from './frame-stretch';
import { optionsFromDataset, playerPageUrl } from './player-options';

const page = 'https://player.example/player/';

describe('the player page address', () => {
  it('names every option by its query parameter; flags are 1 when on and absent when off', () => {
    const url = playerPageUrl(page, {
      movieId: 2,
      episodeId: 205,
      season: 2,
      episode: 1,
      t: 90,
      episodeTime: 42.5,
      disabledShare: true,
      disableCheckingAvailable: true,
      userId: 'u 7&x',
      advert: false,
      autoPlay: true,
      langOrder: ['en', 'ru'],
      uiLanguage: 'en',
    });
    expect(url).toBe(
      'https://player.example/player/?movie_id=2&episode_id=205&season=2&episode=1&t=90' +
        '&episode_time=42.5&disabled_share=1&disable_checking_available=1&user_id=u+7%26x' +
        '&auto_play=1&lang_order=en&lang_order=ru&hl=en',
    );
  });

  it('keeps a query the player page address already has, and adds nothing for no options', () => {
    expect(playerPageUrl('https://player.example/player/?theme=dark', {})).toBe(
      'https://player.example/player/?theme=dark',
    );
  });

  it('reads a declarative embed from its data attributes', () => {
    const element = document.createElement('div');
    element.innerHTML =
      '<div data-video-player data-movie-id="2" data-season="1" data-auto-play data-advert="false" data-lang-order="en, ru" data-ui-language="auto"></div>';
    const declared = element.firstElementChild as HTMLElement;
    expect(optionsFromDataset(declared.dataset)).toMatchObject({
      movieId: '2',
      season: '1',
      autoPlay: true,
      advert: false,
      langOrder: ['en', 'ru'],
      uiLanguage: 'auto',
    });
    expect(playerPageUrl(page, optionsFromDataset(declared.dataset))).toBe(
      `${page}?movie_id=2&season=1&auto_play=1&lang_order=en&lang_order=ru&hl=auto`,
    );
  });
});

describe('the frame stretch', () => {
  it('covers the viewport, then gives the frame back its own style exactly', () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('style', 'width: 50%; height: 300px');
    document.body.append(frame);
    const stretch = createFrameStretch(frame);
    stretch.stretch();
    stretch.stretch();
    expect(stretch.isStretched()).toBe(true);
    expect(frame.style.position).toBe('fixed');
    expect(frame.style.width).toBe('100vw');
    expect(frame.style.zIndex).toBe('2147483647');
    stretch.restore();
    expect(frame.getAttribute('style')).toBe('width: 50%; height: 300px');
    expect(stretch.isStretched()).toBe(false);
  });

  it('removes the style attribute again when the frame had none', () => {
    const frame = document.createElement('iframe');
    const stretch = createFrameStretch(frame);
    stretch.stretch();
    stretch.restore();
    expect(frame.hasAttribute('style')).toBe(false);
  });
});
