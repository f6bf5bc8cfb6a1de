import type { Strings } from './strings';

/**
 * The English texts of the first frame's script: the same keys as `strings` (strings.ts), each
 * function with the Russian one's arguments. Times come formatted ('M:SS', 'H:MM:SS'), the same
 * in both languages.
 */
export const englishStrings: Strings = {
  // Already English in the Russian catalogue; index.html's static loading screen repeats it.
  loading: 'Loading...',
  pageTitle: 'Player',
  missingMovieId: 'movie_id is missing from the request',
  contentNotFound: 'Content not available',
  contentBlocked:
    "Sorry, this content is not available in your country. If you're using a VPN, we recommend turning it off or choosing another country.",
  genericError: (id: string) =>
    `Sorry, something went wrong. Try reloading the page. Error ID: ${id}`,
  reloadPage: 'Reload page',
  noEpisodes: 'No episodes to play',
  masterPlaylistFailed: (url: string) => `Loading error: ${url}`,
  play: 'Play',
  pause: 'Pause',
  seekSlider: 'Seek',
  playerRegion: 'Video player',
  seekBack: 'Back 10 seconds',
  seekForward: 'Forward 10 seconds',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  enterFullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  // The mobile close button of a frame the host stretched over its page (it leaves that mode).
  closeFullscreen: 'Close',
  pictureInPicture: 'Picture-in-picture',
  airPlay: 'AirPlay',
  cast: 'Cast',
  // The buffering spinner's accessible name (role="status").
  buffering: 'Loading',
  // The seek bar's aria-valuetext: '{current} of {duration}', e.g. '1:05 of 42:10'.
  of: 'of',
  // Settings, subtitles and audio menus' buttons (src/player/menus/).
  settingsButton: 'Settings',
  subtitlesButton: 'Subtitles',
  audioButton: 'Audio',
  menuUnavailable: "The menu didn't load. Check your connection and open it again",
  // An episode's title over the video (src/session/episode-order.ts).
  episodeOverlayTitle: (seasonOrder: number, episodeOrder: number, title: string) =>
    `Season ${seasonOrder}, episode ${episodeOrder}: ${title}`,
  // Share button (src/player/share/).
  shareButton: 'Share',
  // Ads (src/player/ads/).
  adLabel: 'Ad',
  adRegion: 'Ad break',
  adRemaining: (time: string) => `Ad · ${time}`,
  vpaidFrame: 'Interactive ad',
};
