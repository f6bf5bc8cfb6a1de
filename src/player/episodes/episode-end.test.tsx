import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { MediaState } from '../../media/media-store';
import { seriesEpisodes, testEpisode, testPlayerContext } from '../testing/player-context-fixture';
import { renderWithMedia } from '../testing/render-with-media';
import { EpisodeEnd } from './episode-end';

// seriesEpisodes[3] is episode 204, the one after 203.
const next = seriesEpisodes[3];

/** EpisodeEnd with the post-roll flag the ad store would give it, which the test sets. */
function episodeEndWithPostroll() {
  const postroll = createStore(() => false);
  function WithPostroll() {
    return <EpisodeEnd postrollDue={useStore(postroll)} />;
  }
  const setPostrollDue = (due: boolean) => act(() => postroll.setState(due, true));
  return { ui: <WithPostroll />, setPostrollDue };
}

function renderEnd(
  { isAutoplay, current = 203 }: { isAutoplay: boolean; current?: number },
  state: Partial<MediaState> = {},
) {
  const context = testPlayerContext({ series: true, current }, { isAutoplay });
  const { ui, setPostrollDue } = episodeEndWithPostroll();
  const rendered = renderWithMedia(ui, { phase: 'ready', paused: false, ...state }, context);
  return { ...rendered, setPostrollDue };
}

const queryCountdown = () => screen.queryByRole('group', { name: 'Следующая серия' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EpisodeEnd', () => {
  it('selects the next episode at once, waiting for play, with autoplay off', () => {
    const { store, context } = renderEnd({ isAutoplay: false });
    act(() => store.setState({ ended: true, paused: true }));

    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: false, offerResume: false });
    expect(queryCountdown()).toBeNull();

    advance(10_000);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(queryCountdown()).toBeNull();
  });

  it('counts down from 5 with autoplay on, then plays the next episode once', () => {
    const { store, context } = renderEnd({ isAutoplay: true });
    expect(queryCountdown()).toBeNull();

    act(() => store.setState({ ended: true, paused: true }));
    const countdown = queryCountdown();
    if (!countdown) throw new Error('no countdown');
    expect(countdown).toHaveTextContent('Следующая серия через 5');

    for (const seconds of [4, 3, 2, 1]) {
      advance(1000);
      expect(countdown).toHaveTextContent(`Следующая серия через ${seconds}`);
      expect(context.selectEpisode).not.toHaveBeenCalled();
    }
    advance(999);
    expect(context.selectEpisode).not.toHaveBeenCalled();
    advance(1);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: true, offerResume: false });

    advance(10_000);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
  });

  it("plays the next episode at once with 'Смотреть сейчас'", () => {
    const { store, context } = renderEnd({ isAutoplay: true });
    act(() => store.setState({ ended: true }));
    advance(2000);
    const countdown = queryCountdown();
    if (!countdown) throw new Error('no countdown');

    fireEvent.click(within(countdown).getByRole('button', { name: 'Смотреть сейчас' }));
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: true, offerResume: false });
    // The answer ends the countdown, even while the next episode is still loading.
    expect(queryCountdown()).toBeNull();
    advance(10_000);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
  });

  it("selects the next episode without playing it with 'Отмена'", () => {
    const { store, context } = renderEnd({ isAutoplay: true });
    act(() => store.setState({ ended: true }));
    advance(2000);
    const countdown = queryCountdown();
    if (!countdown) throw new Error('no countdown');

    fireEvent.click(within(countdown).getByRole('button', { name: 'Отмена' }));
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: false, offerResume: false });
    // A cancel stays a cancel: the countdown cannot play the episode after all.
    expect(queryCountdown()).toBeNull();
    advance(10_000);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
  });

  it.each([false, true])(
    "ignores the previous episode's end still in the store at mount (autoplay %s)",
    (isAutoplay) => {
      const { store, context } = renderEnd({ isAutoplay }, { ended: true, paused: true });
      // Other updates while the stale end is still there change nothing either.
      act(() => store.setState({ currentTime: 3 }));
      advance(10_000);
      expect(context.selectEpisode).not.toHaveBeenCalled();
      expect(queryCountdown()).toBeNull();
    },
  );

  it('drops the countdown when the viewer seeks back before it runs out', () => {
    const { store, context } = renderEnd({ isAutoplay: true });
    act(() => store.setState({ ended: true }));
    advance(3000);
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 2');

    act(() => store.setState({ ended: false, currentTime: 10 }));
    expect(queryCountdown()).toBeNull();
    advance(10_000);
    expect(context.selectEpisode).not.toHaveBeenCalled();
  });

  it('starts a fresh countdown when the episode ends again', () => {
    const { store, context } = renderEnd({ isAutoplay: true });
    act(() => store.setState({ ended: true }));
    advance(3000);
    act(() => store.setState({ ended: false }));
    act(() => store.setState({ ended: true }));
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 5');

    advance(4000);
    expect(context.selectEpisode).not.toHaveBeenCalled();
    advance(1000);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: true, offerResume: false });
  });

  it('with a post-roll due, counts down only once the post-roll is over', () => {
    const { store, setPostrollDue, context } = renderEnd({ isAutoplay: true });
    setPostrollDue(true);
    act(() => store.setState({ ended: true, paused: true }));
    // The post-roll plays at the end: no countdown under it, and no episode chosen meanwhile.
    advance(10_000);
    expect(queryCountdown()).toBeNull();
    expect(context.selectEpisode).not.toHaveBeenCalled();

    setPostrollDue(false);
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 5');
    advance(5000);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: true, offerResume: false });
  });

  it('with autoplay off and a post-roll due, selects the next episode once the post-roll is over', () => {
    const { store, setPostrollDue, context } = renderEnd({ isAutoplay: false });
    setPostrollDue(true);
    act(() => store.setState({ ended: true, paused: true }));
    expect(context.selectEpisode).not.toHaveBeenCalled();

    setPostrollDue(false);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: false, offerResume: false });
  });

  it.each([false, true])(
    'does nothing at the end of the last episode (autoplay %s)',
    (isAutoplay) => {
      const { store, context } = renderEnd({ isAutoplay, current: 205 });
      act(() => store.setState({ ended: true, paused: true }));
      advance(10_000);
      expect(context.selectEpisode).not.toHaveBeenCalled();
      expect(queryCountdown()).toBeNull();
    },
  );
});

describe('EpisodeEnd at the credits', () => {
  // Episode 203 (20 s) with its credits from 14 s.
  function renderCredits(
    { isAutoplay, creditsStart = 14 }: { isAutoplay: boolean; creditsStart?: number },
    state: Partial<MediaState> = {},
  ) {
    const episodes = seriesEpisodes.map((episode) =>
      episode.id === 203 ? testEpisode(203, 1, 3, { creditsStart }) : episode,
    );
    const context = testPlayerContext({ episodes, current: 203 }, { isAutoplay });
    const { ui, setPostrollDue } = episodeEndWithPostroll();
    const rendered = renderWithMedia(ui, { phase: 'ready', paused: false, ...state }, context);
    return { ...rendered, setPostrollDue };
  }

  it('starts the countdown once playback passes the credits, and plays the next episode', () => {
    const { store, context } = renderCredits({ isAutoplay: true });
    act(() => store.setState({ currentTime: 13.9 }));
    expect(queryCountdown()).toBeNull();

    act(() => store.setState({ currentTime: 14.1 }));
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 5');
    advance(4999);
    expect(context.selectEpisode).not.toHaveBeenCalled();
    advance(1);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: true, offerResume: false });
  });

  it('keeps counting when the episode ends during the countdown', () => {
    const { store, context } = renderCredits({ isAutoplay: true, creditsStart: 18 });
    act(() => store.setState({ currentTime: 18 }));
    advance(2000);
    act(() => store.setState({ currentTime: 20, ended: true, paused: true }));
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 3');
    advance(3000);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: true, offerResume: false });
  });

  it('holds the offer while paused in the credits (or behind the resume prompt there)', () => {
    const { store, context } = renderCredits({ isAutoplay: true }, { paused: true });
    act(() => store.setState({ currentTime: 16 }));
    expect(queryCountdown()).toBeNull();
    act(() => store.setState({ paused: false }));
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 5');
    advance(2000);
    act(() => store.setState({ paused: true }));
    expect(queryCountdown()).toBeNull();
    advance(10_000);
    expect(context.selectEpisode).not.toHaveBeenCalled();
  });

  it("lets the credits play on after 'Отмена', and has the next episode wait at the end", () => {
    const { store, context } = renderCredits({ isAutoplay: true });
    act(() => store.setState({ currentTime: 15 }));
    const countdown = queryCountdown();
    if (!countdown) throw new Error('no countdown');
    fireEvent.click(within(countdown).getByRole('button', { name: 'Отмена' }));
    expect(queryCountdown()).toBeNull();
    advance(10_000);
    act(() => store.setState({ currentTime: 19 }));
    expect(context.selectEpisode).not.toHaveBeenCalled();
    expect(queryCountdown()).toBeNull();

    act(() => store.setState({ currentTime: 20, ended: true, paused: true }));
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: false, offerResume: false });
    expect(queryCountdown()).toBeNull();
  });

  it('with a post-roll due, lets the credits play on and counts down after the post-roll', () => {
    const { store, setPostrollDue, context } = renderCredits({ isAutoplay: true });
    setPostrollDue(true);
    act(() => store.setState({ currentTime: 16 }));
    advance(10_000);
    expect(queryCountdown()).toBeNull();
    expect(context.selectEpisode).not.toHaveBeenCalled();

    act(() => store.setState({ currentTime: 20, ended: true, paused: true }));
    setPostrollDue(false);
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 5');
  });

  it('offers nothing at the credits with autoplay off: the next episode waits at the end', () => {
    const { store, context } = renderCredits({ isAutoplay: false });
    act(() => store.setState({ currentTime: 16 }));
    advance(10_000);
    expect(queryCountdown()).toBeNull();
    expect(context.selectEpisode).not.toHaveBeenCalled();
    act(() => store.setState({ ended: true, paused: true }));
    expect(context.selectEpisode).toHaveBeenCalledWith(next, { play: false, offerResume: false });
  });

  it('keeps the very end when the credits marker cannot be right', () => {
    const { store } = renderCredits({ isAutoplay: true, creditsStart: 25 });
    act(() => store.setState({ currentTime: 19.5 }));
    expect(queryCountdown()).toBeNull();
    act(() => store.setState({ ended: true, paused: true }));
    expect(queryCountdown()).toHaveTextContent('Следующая серия через 5');
  });

  it('gives the countdown in a live region that was there before it', () => {
    const { store } = renderCredits({ isAutoplay: true });
    const countdownRegion = () => queryCountdown()?.closest('[aria-live="polite"]');
    act(() => store.setState({ currentTime: 1 }));
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    act(() => store.setState({ currentTime: 15 }));
    expect(countdownRegion()).toBe(region);
    expect(within(queryCountdown() as HTMLElement).getAllByRole('button')).toHaveLength(2);
  });
});
