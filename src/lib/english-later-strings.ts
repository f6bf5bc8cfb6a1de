import type { LaterStrings } from './later-strings';
import { englishPlural } from './plural';

/**
 * The English texts of the parts loaded on demand: the same keys and nesting as `laterStrings`
 * (later-strings.ts), each function with the Russian one's arguments.
 */
export const englishLaterStrings: LaterStrings = {
  // The settings, subtitles and audio menus' lists (src/player/menus/).
  qualityEntry: 'Quality',
  speedEntry: 'Speed',
  subtitlesEntry: 'Subtitles',
  menuBack: 'Back',
  qualityAuto: 'Auto',
  qualityAutoAt: (height: number) => `Auto (${height}p)`,
  qualityHeight: (height: number) => `${height}p`,
  speedNormal: 'Normal',
  speedRate: (rate: number) => `${rate}x`,
  subtitlesOff: 'Off',

  // Seasons and episodes, next episode, autoplay (src/player/episodes/).
  episodesButton: 'Seasons and episodes',
  seasonsList: 'Seasons',
  seasonLabel: (order: number) => `Season ${order}`,
  episodesCount: (count: number) =>
    `${count} ${englishPlural(count, { one: 'episode', other: 'episodes' })}`,
  episodeRowLabel: (order: number, title: string) => `${order}. ${title}`,
  // An episode row's mark once the viewer has watched it to the end.
  episodeCompleted: 'Watched',
  nextEpisodeButton: 'Next episode',
  // The heading of the next episode's preview card: not 'Next episode' again, which is the very
  // button the card describes (its aria-describedby), and English has one word for серия/эпизод.
  nextEpisodeHeading: 'Up next',
  episodeNumber: (order: number) => `Episode ${order}`,
  autoplaySwitch: 'Autoplay',
  // The countdown's number has no unit, as in Russian ('Следующая серия через 5').
  nextEpisodeIn: (seconds: number) => `Next episode in ${seconds}`,
  playNextNow: 'Play now',
  cancel: 'Cancel',

  // A protected stream that cannot play (src/player/overlays/failure-screen.tsx).
  drmUnsupported: "This browser can't play protected video",
  drmRefused: "You don't have access to this protected video",
  drmLicenseFailed: "Couldn't get a license for this video",

  // The resume prompt (src/player/overlays/resume-prompt.tsx).
  resumeQuestion: (time: string) => `You left off at ${time}`,
  resumeContinue: 'Resume',
  resumeRestart: 'Start over',

  // The advertiser's link and the skip button over an ad (src/player/ads/ad-over-video.tsx).
  adSkipIn: (seconds: number) => `Skip in ${seconds}`,
  adSkip: 'Skip ad',
  adClickThrough: 'Visit advertiser',

  // A SIMID overlay over the film (src/ads/simid/overlay-box.ts).
  adOverlayRegion: 'Overlay ad',
  adOverlayClose: 'Close ad',

  // The share popup and its services (src/player/share/).
  // The time code checkbox's label; the time follows it after a space: 'Start at 1:05'.
  shareWithTimeCode: 'Start at',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: "Couldn't copy. Select the link and copy it yourself",
  shareLinkField: 'Link',
  closeDialog: 'Close',
  // The services' own names in English: VK and Odnoklassniki ('OK' would read as a button).
  shareServices: {
    vk: 'VK',
    ok: 'Odnoklassniki',
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    x: 'X',
  },

  // Subtitles and caption style.
  captionStyleEntry: 'Subtitle style',
  captionSize: 'Size',
  captionColor: 'Color',
  captionBackground: 'Background',
  captionSizes: {
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
    largest: 'Extra large',
  },
  captionColors: { white: 'White', yellow: 'Yellow', green: 'Green', cyan: 'Cyan' },
  captionBackgrounds: { none: 'None', half: 'Semi-transparent', dark: 'Dark', solid: 'Black' },

  // Seek-bar previews.

  // Skip intro and credits.
  skipIntro: 'Skip intro',

  // Keyboard shortcuts and their overlay.
  shortcutsTitle: 'Keyboard shortcuts',
  /** Keys without a printable face, as the overlay writes them; any other key shows in capitals. */
  shortcutKeyNames: {
    ' ': 'Space',
    ArrowLeft: '←',
    ArrowRight: '→',
    ArrowUp: '↑',
    ArrowDown: '↓',
    Escape: 'Esc',
  },
  /** What each shortcut does, by its name in the shortcut table (use-keyboard-shortcuts.ts). */
  shortcuts: {
    play: 'Play or pause',
    back: 'Back 10 seconds',
    forward: 'Forward 10 seconds',
    tenth: 'Jump to 0%, 10% … 90% of the video',
    louder: 'Volume up',
    quieter: 'Volume down',
    mute: 'Mute or unmute',
    fullscreen: 'Enter or exit full screen',
    subtitles: 'Turn subtitles on or off',
    slower: 'Decrease speed',
    faster: 'Increase speed',
    help: 'Show or hide this list',
    close: 'Close menus and dialogs',
  },
};
