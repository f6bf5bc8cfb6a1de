import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyboardShortcuts, type KeyboardActions } from './use-keyboard-shortcuts';

function recorder(): KeyboardActions {
  return {
    togglePlay: vi.fn(),
    seekBy: vi.fn(),
    seekToFraction: vi.fn(),
    volumeBy: vi.fn(),
    toggleMute: vi.fn(),
    toggleFullscreen: vi.fn(),
    toggleSubtitles: vi.fn(),
    stepPlaybackRate: vi.fn(),
    toggleShortcutsHelp: vi.fn(),
    closeMenus: vi.fn(),
  };
}

function Player({ actions }: { actions: KeyboardActions }) {
  const ref = useRef<HTMLDivElement>(null);
  useKeyboardShortcuts(ref, actions);
  return (
    <>
      <div ref={ref} data-testid="player" tabIndex={-1}>
        <button type="button">Пауза</button>
        <input type="checkbox" aria-label="С тайм кодом" />
        <input type="radio" aria-label="Крупный" />
        <input type="range" aria-label="Громкость" />
        <div role="slider" aria-label="Перемотка" aria-valuenow={0} tabIndex={0} />
        <div role="menu">
          <div role="menuitemradio" aria-checked="false" tabIndex={-1}>
            720p
          </div>
        </div>
        <input type="text" aria-label="Ссылка" />
        <textarea aria-label="Отзыв" />
        <div role="textbox" aria-label="Заметка" contentEditable />
        <select aria-label="Язык">
          <option>ru</option>
        </select>
      </div>
      <button type="button">Снаружи</button>
    </>
  );
}

function renderPlayer() {
  const actions = recorder();
  const view = render(<Player actions={actions} />);
  return { actions, player: screen.getByTestId('player'), ...view };
}

/** The actions called so far, in the order of the calls, each with its arguments. */
function calls(actions: KeyboardActions): [string, ...unknown[]][] {
  return Object.entries(actions)
    .flatMap(([name, fn]) => {
      const { calls: made, invocationCallOrder } = vi.mocked(fn).mock;
      return made.map((args: unknown[], index: number) => ({
        order: invocationCallOrder[index] ?? 0,
        call: [name, ...args] as [string, ...unknown[]],
      }));
    })
    .sort((a, b) => a.order - b.order)
    .map(({ call }) => call);
}

describe('useKeyboardShortcuts', () => {
  it.each([
    [' ', 'Space', ['togglePlay']],
    ['k', 'KeyK', ['togglePlay']],
    ['K', 'KeyK', ['togglePlay']],
    ['ArrowLeft', 'ArrowLeft', ['seekBy', -10]],
    ['ArrowRight', 'ArrowRight', ['seekBy', 10]],
    ['ArrowUp', 'ArrowUp', ['volumeBy', 0.05]],
    ['ArrowDown', 'ArrowDown', ['volumeBy', -0.05]],
    ['m', 'KeyM', ['toggleMute']],
    ['f', 'KeyF', ['toggleFullscreen']],
    ['c', 'KeyC', ['toggleSubtitles']],
    ['Escape', 'Escape', ['closeMenus']],
    ['0', 'Digit0', ['seekToFraction', 0]],
    ['5', 'Digit5', ['seekToFraction', 0.5]],
    ['9', 'Digit9', ['seekToFraction', 0.9]],
    // The numpad (with Num Lock on) types the same digits.
    ['3', 'Numpad3', ['seekToFraction', 0.3]],
    // A Cyrillic layout: the physical K, M, F and C keys still count.
    ['л', 'KeyK', ['togglePlay']],
    ['ь', 'KeyM', ['toggleMute']],
    ['а', 'KeyF', ['toggleFullscreen']],
    ['с', 'KeyC', ['toggleSubtitles']],
  ])('handles %j inside the player and prevents its default', (key, code, expected) => {
    const { actions, player } = renderPlayer();
    const notPrevented = fireEvent.keyDown(player, { key, code });
    expect(notPrevented).toBe(false);
    expect(calls(actions)).toEqual([expected]);
  });

  it.each([
    ['<', 'Comma', ['stepPlaybackRate', -1]],
    ['>', 'Period', ['stepPlaybackRate', 1]],
    ['?', 'Slash', ['toggleShortcutsHelp']],
    // A Cyrillic layout types Б, Ю and a comma on Shift with the US , . and / keys.
    ['Б', 'Comma', ['stepPlaybackRate', -1]],
    ['Ю', 'Period', ['stepPlaybackRate', 1]],
    [',', 'Slash', ['toggleShortcutsHelp']],
    // Where the layout has '?' elsewhere (Shift+7 on a Cyrillic one), the key itself counts.
    ['?', 'Digit7', ['toggleShortcutsHelp']],
  ])('handles Shift+%j (%s) and prevents its default', (key, code, expected) => {
    const { actions, player } = renderPlayer();
    expect(fireEvent.keyDown(player, { key, code, shiftKey: true })).toBe(false);
    expect(calls(actions)).toEqual([expected]);
  });

  it.each([
    // Unshifted, the physical , . / keys are no shortcut (б, ю and . on a Cyrillic layout).
    ['б', 'Comma', false],
    ['.', 'Slash', false],
    // Another Latin layout's letter is taken as typed: Dvorak's J sits on the US C key.
    ['j', 'KeyC', false],
    ['J', 'KeyC', true],
  ])('leaves %j on the %s key alone', (key, code, shiftKey) => {
    const { actions, player } = renderPlayer();
    expect(fireEvent.keyDown(player, { key, code, shiftKey })).toBe(true);
    expect(calls(actions)).toEqual([]);
  });

  it('leaves other keys alone', () => {
    const { actions, player } = renderPlayer();
    expect(fireEvent.keyDown(player, { key: 'Enter', code: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(player, { key: 'a', code: 'KeyA' })).toBe(true);
    expect(fireEvent.keyDown(player, { key: 'Home', code: 'Home' })).toBe(true);
    expect(fireEvent.keyDown(player, { key: '!', code: 'Digit1', shiftKey: true })).toBe(true);
    expect(calls(actions)).toEqual([]);
  });

  it.each([
    ['Ctrl+F', { key: 'f', code: 'KeyF', ctrlKey: true }],
    ['Cmd+K', { key: 'k', code: 'KeyK', metaKey: true }],
    ['Alt+ArrowLeft', { key: 'ArrowLeft', code: 'ArrowLeft', altKey: true }],
  ])('ignores %s, which belongs to the browser', (_label, init) => {
    const { actions, player } = renderPlayer();
    expect(fireEvent.keyDown(player, init)).toBe(true);
    expect(calls(actions)).toEqual([]);
  });

  it.each([['Ссылка'], ['Отзыв'], ['Заметка'], ['Язык']])(
    'ignores every key while typing in %s',
    (name) => {
      const { actions } = renderPlayer();
      const field = screen.getByLabelText(name);
      for (const [key, code] of [
        ['k', 'KeyK'],
        [' ', 'Space'],
        ['ArrowLeft', 'ArrowLeft'],
        ['Escape', 'Escape'],
        ['5', 'Digit5'],
        ['?', 'Slash'],
      ] as const) {
        expect(fireEvent.keyDown(field, { key, code })).toBe(true);
      }
      expect(calls(actions)).toEqual([]);
    },
  );

  const arrows = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
  const arrowCalls = [
    ['seekBy', -10],
    ['seekBy', 10],
    ['volumeBy', 0.05],
    ['volumeBy', -0.05],
  ];
  const slider = (name: string) => () => screen.getByRole('slider', { name });

  it.each([
    ['a button', () => screen.getByRole('button', { name: 'Пауза' })],
    ['a checkbox', () => screen.getByRole('checkbox', { name: 'С тайм кодом' })],
  ])(
    'leaves Enter and Space to %s, which they activate, and takes the arrows',
    (_label, control) => {
      const { actions } = renderPlayer();
      const target = control();
      expect(fireEvent.keyDown(target, { key: ' ', code: 'Space' })).toBe(true);
      expect(fireEvent.keyDown(target, { key: 'Enter', code: 'Enter' })).toBe(true);
      expect(calls(actions)).toEqual([]);
      for (const key of arrows) expect(fireEvent.keyDown(target, { key, code: key })).toBe(false);
      expect(calls(actions)).toEqual(arrowCalls);
    },
  );

  it.each([
    ['a range input', slider('Громкость')],
    ['a slider', slider('Перемотка')],
  ])('leaves the arrows, Home, End and Page Up/Down to %s, and takes Space', (_label, control) => {
    const { actions } = renderPlayer();
    const target = control();
    for (const key of [...arrows, 'Home', 'End', 'PageUp', 'PageDown']) {
      expect(fireEvent.keyDown(target, { key, code: key })).toBe(true);
    }
    expect(calls(actions)).toEqual([]);
    expect(fireEvent.keyDown(target, { key: ' ', code: 'Space' })).toBe(false);
    expect(calls(actions)).toEqual([['togglePlay']]);
  });

  it.each([
    ['a menu item', () => screen.getByRole('menuitemradio', { name: '720p' })],
    ['a radio button', () => screen.getByRole('radio', { name: 'Крупный' })],
  ])('leaves the arrows, Enter, Space, Home and End to %s', (_label, control) => {
    const { actions } = renderPlayer();
    const target = control();
    for (const key of [...arrows, 'Enter', ' ', 'Home', 'End']) {
      expect(fireEvent.keyDown(target, { key })).toBe(true);
    }
    expect(calls(actions)).toEqual([]);
  });

  it.each([
    ['a button', () => screen.getByRole('button', { name: 'Пауза' })],
    ['a range input', slider('Громкость')],
    ['a menu item', () => screen.getByRole('menuitemradio', { name: '720p' })],
  ])('takes letters, digits, < > ? and Escape from %s', (_label, control) => {
    const { actions } = renderPlayer();
    const target = control();
    for (const [key, code] of [
      ['m', 'KeyM'],
      ['5', 'Digit5'],
      ['>', 'Period'],
      ['?', 'Slash'],
      ['Escape', 'Escape'],
    ]) {
      expect(fireEvent.keyDown(target, { key, code, shiftKey: key === '>' || key === '?' })).toBe(
        false,
      );
    }
    expect(calls(actions)).toEqual([
      ['toggleMute'],
      ['seekToFraction', 0.5],
      ['stepPlaybackRate', 1],
      ['toggleShortcutsHelp'],
      ['closeMenus'],
    ]);
  });

  it('takes keys on the page while focus is on the body, but not from other controls', () => {
    const { actions } = renderPlayer();
    expect(fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK' })).toBe(false);
    expect(fireEvent.keyDown(document.documentElement, { key: 'ArrowRight' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Снаружи' }), { key: 'f' })).toBe(
      true,
    );
    expect(calls(actions)).toEqual([['togglePlay'], ['seekBy', 10]]);
  });

  it('handles a key from inside the player once, though it bubbles to the document', () => {
    const { actions, player } = renderPlayer();
    fireEvent.keyDown(player, { key: 'ArrowUp' });
    expect(calls(actions)).toEqual([['volumeBy', 0.05]]);
  });

  it('does not flap toggles while a key is held, but keeps seeking and stepping the speed', () => {
    const { actions, player } = renderPlayer();
    fireEvent.keyDown(player, { key: ' ', code: 'Space' });
    expect(fireEvent.keyDown(player, { key: ' ', code: 'Space', repeat: true })).toBe(false);
    fireEvent.keyDown(player, { key: '?', code: 'Slash', shiftKey: true });
    fireEvent.keyDown(player, { key: '?', code: 'Slash', shiftKey: true, repeat: true });
    fireEvent.keyDown(player, { key: 'ArrowRight', repeat: true });
    fireEvent.keyDown(player, { key: '>', code: 'Period', shiftKey: true, repeat: true });
    expect(calls(actions)).toEqual([
      ['togglePlay'],
      ['toggleShortcutsHelp'],
      ['seekBy', 10],
      ['stepPlaybackRate', 1],
    ]);
  });

  it('skips a key another handler already took', () => {
    const { actions, player } = renderPlayer();
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    player.dispatchEvent(taken);
    expect(calls(actions)).toEqual([]);
  });

  it('uses the latest actions and stops listening on unmount', () => {
    const { actions, player, rerender, unmount } = renderPlayer();
    const next = recorder();
    rerender(<Player actions={next} />);
    fireEvent.keyDown(player, { key: 'm', code: 'KeyM' });
    expect(calls(actions)).toEqual([]);
    expect(calls(next)).toEqual([['toggleMute']]);

    unmount();
    fireEvent.keyDown(document.body, { key: 'm', code: 'KeyM' });
    expect(calls(next)).toEqual([['toggleMute']]);
  });
});
