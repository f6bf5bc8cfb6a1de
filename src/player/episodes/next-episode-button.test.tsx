import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seriesEpisodes, testEpisode, testPlayerContext } from '../testing/player-context-fixture';
import { renderWithMedia } from '../testing/render-with-media';
import { NextEpisodeButton } from './next-episode-button';

const nextButton = () => screen.getByRole('button', { name: 'Следующая серия' });
const queryCard = () => screen.queryByRole('tooltip');

beforeEach(() => localStorage.clear());

describe('NextEpisodeButton', () => {
  it('is absent on the last episode of the series', () => {
    renderWithMedia(<NextEpisodeButton />, {}, testPlayerContext({ series: true, current: 205 }));
    expect(screen.queryByRole('button', { name: 'Следующая серия' })).toBeNull();
  });

  it('is absent for a film', () => {
    renderWithMedia(<NextEpisodeButton />);
    expect(screen.queryByRole('button', { name: 'Следующая серия' })).toBeNull();
  });

  it('previews the next episode while hovered', async () => {
    const { user } = renderWithMedia(
      <NextEpisodeButton />,
      {},
      testPlayerContext({ series: true, current: 203 }),
    );
    expect(queryCard()).toBeNull();

    await user.hover(nextButton());
    const card = screen.getByRole('tooltip');
    expect(nextButton()).toHaveAttribute('aria-describedby', card.id);
    expect(within(card).getByText('Следующий эпизод')).toBeInTheDocument();
    // 204 is the first episode of season 2.
    expect(within(card).getByText('Эпизод 1')).toBeInTheDocument();
    // Title and description without their list numbers ('1. Серия 204').
    expect(within(card).getByText('Серия 204')).toBeInTheDocument();
    expect(within(card).getByText('Описание 204')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/posters/204.jpg');

    await user.unhover(nextButton());
    expect(queryCard()).toBeNull();
    expect(nextButton()).not.toHaveAttribute('aria-describedby');
  });

  it('previews the next episode while it has keyboard focus', async () => {
    const { user } = renderWithMedia(
      <NextEpisodeButton />,
      {},
      testPlayerContext({ series: true, current: 201 }),
    );
    await user.tab();
    expect(nextButton()).toHaveFocus();
    const card = screen.getByRole('tooltip');
    expect(within(card).getByText('Эпизод 2')).toBeInTheDocument();
    expect(within(card).getByText('Серия 202')).toBeInTheDocument();
    expect(nextButton()).toHaveAccessibleDescription(/Серия 202/);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Снаружи' })).toHaveFocus();
    expect(queryCard()).toBeNull();
  });

  it('leaves out the poster and the description the next episode does not have', async () => {
    const episodes = [
      testEpisode(201, 1, 1),
      testEpisode(202, 1, 2, { posterPath: null, description: null }),
    ];
    const { user } = renderWithMedia(
      <NextEpisodeButton />,
      {},
      testPlayerContext({ episodes, current: 201 }),
    );
    await user.hover(nextButton());
    const card = screen.getByRole('tooltip');
    expect(card.querySelector('img')).toBeNull();
    expect(card).toHaveTextContent(/^Следующий эпизодЭпизод 2Серия 202$/);
  });

  it('plays the next episode and switches autoplay on', async () => {
    const context = testPlayerContext({ series: true, current: 203 });
    const { user } = renderWithMedia(<NextEpisodeButton />, {}, context);
    await user.click(nextButton());

    expect(context.setAutoplay).toHaveBeenCalledTimes(1);
    expect(context.setAutoplay).toHaveBeenCalledWith(true);
    expect(context.selectEpisode).toHaveBeenCalledTimes(1);
    // seriesEpisodes[3] is episode 204.
    expect(context.selectEpisode).toHaveBeenCalledWith(seriesEpisodes[3], {
      play: true,
      offerResume: true,
    });
    // The preview goes away with the choice.
    expect(queryCard()).toBeNull();
  });
});
