import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Episode } from '../../api';
import type { MediaState } from '../../media/media-store';
import { seriesEpisodes, testEpisode, testPlayerContext } from '../testing/player-context-fixture';
import { renderWithMedia } from '../testing/render-with-media';
import { SkipIntro } from './skip-intro';

// Episode 202 (20 s) with its intro from 1 s to 6 s, unless told otherwise.
function renderSkip(
  {
    markers = { introStart: 1, introEnd: 6 },
    adBreak = false,
    isAvailable = true,
  }: { markers?: Partial<Episode>; adBreak?: boolean; isAvailable?: boolean } = {},
  state: Partial<MediaState> = {},
) {
  const episodes = seriesEpisodes.map((episode) =>
    episode.id === 202 ? testEpisode(202, 1, 2, markers) : episode,
  );
  const context = testPlayerContext({ episodes, current: 202 }, { isAvailable });
  return renderWithMedia(<SkipIntro adBreak={adBreak} />, { phase: 'ready', ...state }, context);
}

const skipButton = () => screen.queryByRole('button', { name: 'Пропустить заставку' });

describe('SkipIntro', () => {
  it('shows during the intro only, from its start up to its end', () => {
    const { store } = renderSkip();
    expect(skipButton()).toBeNull();
    act(() => store.setState({ currentTime: 0.9 }));
    expect(skipButton()).toBeNull();
    act(() => store.setState({ currentTime: 1 }));
    expect(skipButton()).toBeVisible();
    act(() => store.setState({ currentTime: 5.9 }));
    expect(skipButton()).toBeVisible();
    act(() => store.setState({ currentTime: 6 }));
    expect(skipButton()).toBeNull();
    // Back into the intro, it is offered again.
    act(() => store.setState({ currentTime: 3 }));
    expect(skipButton()).toBeVisible();
  });

  it('seeks to the end of the intro as the viewer’s request', async () => {
    const { user, engine } = renderSkip({}, { currentTime: 2 });
    await user.click(skipButton() as HTMLElement);
    expect(engine.seek).toHaveBeenCalledTimes(1);
    expect(engine.seek).toHaveBeenCalledWith(6);
  });

  it('is a button in the tab order, in a live region there before it, without taking the focus', async () => {
    const { store, user } = renderSkip();
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    act(() => store.setState({ currentTime: 2 }));
    expect(region).toContainElement(skipButton());
    expect(skipButton()).not.toHaveFocus();
    await user.tab();
    expect(skipButton()).toHaveFocus();
  });

  it('hides during an ad break', () => {
    renderSkip({ adBreak: true }, { currentTime: 2 });
    expect(skipButton()).toBeNull();
  });

  it('offers nothing over blocked content’s placeholder', () => {
    renderSkip({ isAvailable: false }, { currentTime: 2 });
    expect(skipButton()).toBeNull();
  });

  it.each<[string, Partial<Episode>]>([
    ['no intro', {}],
    ['an intro that ends before it starts', { introStart: 6, introEnd: 1 }],
    ['an intro past the end', { introStart: 1, introEnd: 30 }],
  ])('offers nothing for %s', (_, markers) => {
    const { store } = renderSkip({ markers });
    for (const currentTime of [0, 1, 2, 5, 6, 10, 25]) {
      act(() => store.setState({ currentTime }));
      expect(skipButton()).toBeNull();
    }
  });
});
