import { describe, expect, it } from 'vitest';
import { menuReducer, noMenu, settingsViewOf, type MenuEvent, type MenuState } from './menu-state';

type Kind = MenuState['kind'];

const events = {
  'toggle-settings': { type: 'toggle-settings' },
  'toggle-audio': { type: 'toggle-audio' },
  'open quality': { type: 'open', submenu: 'quality' },
  'open playback-rate': { type: 'open', submenu: 'playback-rate' },
  'open subs': { type: 'open', submenu: 'subs' },
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
    'open quality': 'none',
    'open playback-rate': 'none',
    'open subs': 'subs',
    select: 'none',
    back: 'none',
    'back to quality': 'none',
    close: 'none',
  },
  main: {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'open quality': 'quality',
    'open playback-rate': 'playback-rate',
    'open subs': 'subs',
    select: 'none',
    back: 'main',
    'back to quality': 'main',
    close: 'none',
  },
  quality: {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'open quality': 'quality',
    'open playback-rate': 'quality',
    'open subs': 'quality',
    select: 'none',
    back: 'main',
    'back to quality': 'quality',
    close: 'none',
  },
  'playback-rate': {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'open quality': 'playback-rate',
    'open playback-rate': 'playback-rate',
    'open subs': 'playback-rate',
    select: 'none',
    back: 'main',
    'back to quality': 'quality',
    close: 'none',
  },
  subs: {
    'toggle-settings': 'none',
    'toggle-audio': 'audio',
    'open quality': 'subs',
    'open playback-rate': 'subs',
    'open subs': 'subs',
    select: 'none',
    back: 'main',
    'back to quality': 'quality',
    close: 'none',
  },
  audio: {
    'toggle-settings': 'main',
    'toggle-audio': 'none',
    'open quality': 'audio',
    'open playback-rate': 'audio',
    'open subs': 'audio',
    select: 'none',
    back: 'audio',
    'back to quality': 'audio',
    close: 'none',
  },
};

const rows = Object.entries(table).flatMap(([from, row]) =>
  Object.entries(row).map(([event, to]) => ({ from: from as Kind, event: event as EventName, to })),
);

describe('menuReducer', () => {
  it('covers every state and every event', () => {
    expect(rows).toHaveLength(6 * Object.keys(events).length);
  });

  it.each(rows)('$from + $event → $to', ({ from, event, to }) => {
    const state: MenuState = { kind: from };
    const next = menuReducer(state, events[event]);
    expect(next.kind).toBe(to);
    // An event that changes nothing keeps the object, so React skips the re-render.
    if (to === from) expect(next).toBe(state);
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
    ['audio', undefined],
  ])('%s → %s', (kind, view) => {
    expect(settingsViewOf({ kind })).toBe(view);
  });
});
