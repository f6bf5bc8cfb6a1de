/**
 * The submenus of the settings menu's main list (spec section 4), and the caption style, which
 * opens from the subtitles submenu.
 */
export type SettingsSubmenu = 'quality' | 'playback-rate' | 'subs' | 'caption-style';

/** A view of the settings menu: its main list or one of its submenus. */
export type SettingsView = 'main' | SettingsSubmenu;

/**
 * The player's one active menu (spec section 3: a separate menu context holds one active menu, none
 * by default): none, a view of the settings menu (section 4), the audio menu, the seasons-and-episodes
 * menu (its main list or one season's panel) or the share popup. Being one union, opening any of
 * them closes whichever other one is open.
 */
export type MenuState =
  | { kind: 'none' }
  | { kind: 'main' }
  | { kind: 'quality' }
  | { kind: 'playback-rate' }
  | { kind: 'subs' }
  | { kind: 'caption-style' }
  | { kind: 'audio' }
  /** The desktop 'Субтитры' menu: its tracks, or the caption style opened from it. */
  | { kind: 'subtitles' }
  | { kind: 'subtitles-style' }
  | { kind: 'episodes' }
  | { kind: 'season'; seasonId: number }
  | { kind: 'share' };

/** What can happen to the active menu. */
export type MenuEvent =
  /** The 'Настройки' button: opens the main list, or closes the settings (or audio) menu. */
  | { type: 'toggle-settings' }
  /** The 'Аудио' button: opens the audio menu, or closes it. */
  | { type: 'toggle-audio' }
  /** The desktop 'Субтитры' button: opens its menu, or closes it. */
  | { type: 'toggle-subtitles' }
  /** 'Сезоны и серии': opens the seasons list (or straight the given season's panel), or closes it. */
  | { type: 'toggle-episodes'; seasonId?: number }
  /** A season of the seasons list opens its panel. */
  | { type: 'open-season'; seasonId: number }
  /** 'Поделиться': opens the share popup, or closes it. */
  | { type: 'toggle-share' }
  /**
   * A main-list entry opens its submenu; 'subs' also opens straight from none (mobile), and
   * 'caption-style' from either subtitles list.
   */
  | { type: 'open'; submenu: SettingsSubmenu }
  /** An option was chosen. */
  | { type: 'select' }
  /** A submenu's 'Назад': to its parent, the main list unless given; a season panel's to the seasons. */
  | { type: 'back'; to?: SettingsView }
  /** Outside click, Escape, or a click message from the parent page. */
  | { type: 'close' };

/** No menu open: the initial state. */
export const noMenu: MenuState = { kind: 'none' };

/** The settings view a menu state shows, undefined when the settings menu is closed. */
export function settingsViewOf(state: MenuState): SettingsView | undefined {
  switch (state.kind) {
    case 'main':
    case 'quality':
    case 'playback-rate':
    case 'subs':
    case 'caption-style':
      return state.kind;
    default:
      return undefined;
  }
}

/** The menu transitions; an event that does not apply returns the same state object. */
export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  const view = settingsViewOf(state);
  switch (event.type) {
    case 'toggle-settings':
      return view === undefined ? { kind: 'main' } : noMenu;
    case 'toggle-audio':
      return state.kind === 'audio' ? noMenu : { kind: 'audio' };
    case 'toggle-subtitles':
      return isSubtitlesMenu(state) ? noMenu : { kind: 'subtitles' };
    case 'toggle-episodes':
      if (isEpisodesMenu(state)) return noMenu;
      return event.seasonId === undefined
        ? { kind: 'episodes' }
        : { kind: 'season', seasonId: event.seasonId };
    case 'open-season':
      return state.kind === 'episodes' ? { kind: 'season', seasonId: event.seasonId } : state;
    case 'toggle-share':
      return state.kind === 'share' ? noMenu : { kind: 'share' };
    case 'open':
      if (event.submenu === 'caption-style') {
        if (state.kind === 'subs') return { kind: 'caption-style' };
        return state.kind === 'subtitles' ? { kind: 'subtitles-style' } : state;
      }
      if (view === 'main' || (state.kind === 'none' && event.submenu === 'subs')) {
        return { kind: event.submenu };
      }
      return state;
    case 'back': {
      if (state.kind === 'season') return { kind: 'episodes' };
      if (state.kind === 'subtitles-style') return { kind: 'subtitles' };
      const parent = event.to ?? (view === 'caption-style' ? 'subs' : 'main');
      return view === undefined || view === 'main' || parent === view ? state : { kind: parent };
    }
    case 'select':
    case 'close':
      return state.kind === 'none' ? state : noMenu;
  }
}

/** Whether the desktop subtitles menu is open (its tracks or its caption style). */
export function isSubtitlesMenu(state: MenuState): boolean {
  return state.kind === 'subtitles' || state.kind === 'subtitles-style';
}

/** Whether the seasons-and-episodes menu is open (its seasons list or a season's panel). */
export function isEpisodesMenu(state: MenuState): boolean {
  return state.kind === 'episodes' || state.kind === 'season';
}
