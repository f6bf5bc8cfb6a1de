import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyboardShortcuts, type KeyboardActions } from './use-keyboard-shortcuts';

function recorder(): KeyboardActions {
  return {
    togglePlay: vi.fn(),
    seekBy: vi.fn(),
    volumeBy: vi.fn(),
    toggleMute: vi.fn(),
    toggleFullscreen: vi.fn(),
    toggleSubtitles: vi.fn(),
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

/** Names of the actions called so far, with their arguments. */
function calls(actions: KeyboardActions): [string, ...unknown[]][] {
  return Object.entries(actions).flatMap(([name, fn]) =>
    vi.mocked(fn).mock.calls.map((args: unknown[]): [string, ...unknown[]] => [name, ...args]),
  );
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

  it('leaves other keys alone', () => {
    const { actions, player } = renderPlayer();
    expect(fireEvent.keyDown(player, { key: 'Enter', code: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(player, { key: 'a', code: 'KeyA' })).toBe(true);
    expect(fireEvent.keyDown(player, { key: '1', code: 'Digit1' })).toBe(true);
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
      ] as const) {
        expect(fireEvent.keyDown(field, { key, code })).toBe(true);
      }
      expect(calls(actions)).toEqual([]);
    },
  );

  it.each([
    ['a button', () => screen.getByRole('button', { name: 'Пауза' })],
    ['a range input', () => screen.getByRole('slider', { name: 'Громкость' })],
    ['a slider', () => screen.getByRole('slider', { name: 'Перемотка' })],
    ['a menu item', () => screen.getByRole('menuitemradio', { name: '720p' })],
  ])('leaves Space and arrows to %s but still takes letters and Escape', (_label, control) => {
    const { actions } = renderPlayer();
    const target = control();
    for (const key of [' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
      expect(fireEvent.keyDown(target, { key })).toBe(true);
    }
    expect(calls(actions)).toEqual([]);
    expect(fireEvent.keyDown(target, { key: 'm', code: 'KeyM' })).toBe(false);
    expect(fireEvent.keyDown(target, { key: 'Escape', code: 'Escape' })).toBe(false);
    expect(calls(actions)).toEqual([['toggleMute'], ['closeMenus']]);
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

  it('does not flap toggles while a key is held, but keeps seeking', () => {
    const { actions, player } = renderPlayer();
    fireEvent.keyDown(player, { key: ' ', code: 'Space' });
    expect(fireEvent.keyDown(player, { key: ' ', code: 'Space', repeat: true })).toBe(false);
    fireEvent.keyDown(player, { key: 'ArrowRight', repeat: true });
    expect(calls(actions)).toEqual([['togglePlay'], ['seekBy', 10]]);
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
