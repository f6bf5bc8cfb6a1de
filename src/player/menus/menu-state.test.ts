import { describe, expect, it } from 'vitest';
import {
  isEpisodesMenu,
  menuReducer,
  noMenu,
  settingsViewOf,
  type MenuEvent,
  type MenuState,
} from './menu-state';

type Kind = MenuState['kind'];

// Every kind as a state; the season panel is season 22's.
const stateOf = (kind: Kind): MenuState =>
  kind === 'season' ? { kind, seasonId: 22 } : ({ kind } as MenuState);

const events = {
  'toggle-settings': { type: 'toggle-settings' },
  'toggle-audio': { type: 'toggle-audio' },
  'toggle-episodes': { type: 'toggle-episodes' },
  'toggle-episodes at a season': { type: 'toggle-episodes', seasonId: 21 },
  'open-season': { type: 'open-season', seasonId: 21 },
  'toggle-share': { type: 'toggle-share' },
  'open quality': { type: 'open', submenu: 'quality' },
  'open playback-rate': { type: 'open', submenu: 'playback-rate' },
  'open subs': { type: 'open', submenu: 'subs' },
  'open caption-style': { type: 'open', submenu: 'caption-style' },
  'toggle-subtitles': { type: 'toggle-subtitles' },
  select: { type: 'select' },
  back: { type: 'back' },
  'back to quality': { type: 'back', to: 'quality' },
  close: { type: 'close' },
} satisfies Record<string, MenuEvent>;

type EventName = keyof typeof events;

// Every state × every event: the state the menu is in afterwards.
const table: Record<Kind, Record<EventName, Kind>> = {
  none: {
    'toggle-settings': 'main',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'none',
    'toggle-share': 'share',
    'open quality': 'none',
    'open playback-rate': 'none',
    'open subs': 'subs',
    'open caption-style': 'none',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'none',
    'back to quality': 'none',
    close: 'none',
  },
  main: {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'main',
    'toggle-share': 'share',
    'open quality': 'quality',
    'open playback-rate': 'playback-rate',
    'open subs': 'subs',
    'open caption-style': 'main',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'main',
    'back to quality': 'main',
    close: 'none',
  },
  quality: {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'quality',
    'toggle-share': 'share',
    'open quality': 'quality',
    'open playback-rate': 'quality',
    'open subs': 'quality',
    'open caption-style': 'quality',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'main',
    'back to quality': 'quality',
    close: 'none',
  },
  'playback-rate': {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'playback-rate',
    'toggle-share': 'share',
    'open quality': 'playback-rate',
    'open playback-rate': 'playback-rate',
    'open subs': 'playback-rate',
    'open caption-style': 'playback-rate',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'main',
    'back to quality': 'quality',
    close: 'none',
  },
  subs: {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'subs',
    'toggle-share': 'share',
    'open quality': 'subs',
    'open playback-rate': 'subs',
    'open subs': 'subs',
    'open caption-style': 'caption-style',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'main',
    'back to quality': 'quality',
    close: 'none',
  },
  audio: {
    'toggle-settings': 'main',
    'toggle-audio': 'none',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'audio',
    'toggle-share': 'share',
    'open quality': 'audio',
    'open playback-rate': 'audio',
    'open subs': 'audio',
    'open caption-style': 'audio',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'audio',
    'back to quality': 'audio',
    close: 'none',
  },
  episodes: {
    'toggle-settings': 'main',
    'toggle-audio': 'audio',
    'toggle-episodes': 'none',
    'toggle-episodes at a season': 'none',
    'open-season': 'season',
    'toggle-share': 'share',
    'open quality': 'episodes',
    'open playback-rate': 'episodes',
    'open subs': 'episodes',
    'open caption-style': 'episodes',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'episodes',
    'back to quality': 'episodes',
    close: 'none',
  },
  season: {
    'toggle-settings': 'main',
    'toggle-audio': 'audio',
    'toggle-episodes': 'none',
    'toggle-episodes at a season': 'none',
    'open-season': 'season',
    'toggle-share': 'share',
    'open quality': 'season',
    'open playback-rate': 'season',
    'open subs': 'season',
    'open caption-style': 'season',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'episodes',
    'back to quality': 'episodes',
    close: 'none',
  },
  share: {
    'toggle-settings': 'main',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'share',
    'toggle-share': 'none',
    'open quality': 'share',
    'open playback-rate': 'share',
    'open subs': 'share',
    'open caption-style': 'share',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'share',
    'back to quality': 'share',
    close: 'none',
  },
  'caption-style': {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'caption-style',
    'toggle-share': 'share',
    'open quality': 'caption-style',
    'open playback-rate': 'caption-style',
    'open subs': 'caption-style',
    'open caption-style': 'caption-style',
    'toggle-subtitles': 'subtitles',
    select: 'none',
    back: 'subs',
    'back to quality': 'quality',
    close: 'none',
  },
  subtitles: {
    'toggle-settings': 'main',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'subtitles',
    'toggle-share': 'share',
    'open quality': 'subtitles',
    'open playback-rate': 'subtitles',
    'open subs': 'subtitles',
    'open caption-style': 'subtitles-style',
    'toggle-subtitles': 'none',
    select: 'none',
    back: 'subtitles',
    'back to quality': 'subtitles',
    close: 'none',
  },
  'subtitles-style': {
    'toggle-settings': 'main',
    'toggle-audio': 'audio',
    'toggle-episodes': 'episodes',
    'toggle-episodes at a season': 'season',
    'open-season': 'subtitles-style',
    'toggle-share': 'share',
    'open quality': 'subtitles-style',
    'open playback-rate': 'subtitles-style',
    'open subs': 'subtitles-style',
    'open caption-style': 'subtitles-style',
    'toggle-subtitles': 'none',
    select: 'none',
    back: 'subtitles',
    'back to quality': 'subtitles',
    close: 'none',
  },
};

const rows = Object.entries(table).flatMap(([from, row]) =>
  Object.entries(row).map(([event, to]) => ({ from: from as Kind, event: event as EventName, to })),
);

describe('menuReducer', () => {
  it('covers every state and every event', () => {
    expect(rows).toHaveLength(12 * Object.keys(events).length);
  });

  it.each(rows)('$from + $event → $to', ({ from, event, to }) => {
    const state = stateOf(from);
    const next = menuReducer(state, events[event]);
    expect(next.kind).toBe(to);
    // An event that changes nothing keeps the object, so React skips the re-render.
    if (to === from) expect(next).toBe(state);
  });

  it('opens the season the event names, from the seasons list or straight from the button', () => {
    expect(menuReducer({ kind: 'episodes' }, { type: 'open-season', seasonId: 21 })).toEqual({
      kind: 'season',
      seasonId: 21,
    });
    expect(menuReducer(noMenu, { type: 'toggle-episodes', seasonId: 22 })).toEqual({
      kind: 'season',
      seasonId: 22,
    });
  });

  it('starts with no menu open', () => {
    expect(noMenu.kind).toBe('none');
  });
});

describe('settingsViewOf', () => {
  it.each<[Kind, string | undefined]>([
    ['none', undefined],
    ['main', 'main'],
    ['quality', 'quality'],
    ['playback-rate', 'playback-rate'],
    ['subs', 'subs'],
    ['caption-style', 'caption-style'],
    ['subtitles', undefined],
    ['subtitles-style', undefined],
    ['audio', undefined],
    ['episodes', undefined],
    ['season', undefined],
    ['share', undefined],
  ])('%s → %s', (kind, view) => {
    expect(settingsViewOf(stateOf(kind))).toBe(view);
  });
});

describe('isEpisodesMenu', () => {
  it.each<[Kind, boolean]>([
    ['none', false],
    ['main', false],
    ['audio', false],
    ['episodes', true],
    ['season', true],
    ['share', false],
  ])('%s → %s', (kind, open) => {
    expect(isEpisodesMenu(stateOf(kind))).toBe(open);
  });
});
