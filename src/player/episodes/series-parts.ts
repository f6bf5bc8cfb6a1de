// The series' navigation, one lazily loaded chunk (see series-ui.tsx).
export { EpisodeEnd } from './episode-end';
export { EpisodesMenu } from './episodes-menu';
export { NextEpisodeButton } from './next-episode-button';
