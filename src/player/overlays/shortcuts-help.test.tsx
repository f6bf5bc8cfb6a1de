import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laterStrings } from '../../lib/later-strings';
import { shortcutKey, shortcuts } from '../hooks/use-keyboard-shortcuts';
import { stubModalDialogs } from '../testing/modal-dialog-stub';
import ShortcutsHelp, { keyLabels } from './shortcuts-help';

let restoreDialogs: () => void;
beforeEach(() => {
  restoreDialogs = stubModalDialogs();
});
afterEach(() => {
  // Unmounted while the stand-ins are still there: the overlay closes its dialog as it goes.
  cleanup();
  restoreDialogs();
  document.body.replaceChildren();
});

/** The overlay over a player whose own key listener records what reaches it. */
function renderHelp() {
  const onClose = vi.fn();
  const reachedPlayer = vi.fn();
  const opener = document.createElement('button');
  opener.textContent = 'Настройки';
  document.body.append(opener);
  opener.focus();
  const view = render(
    <div onKeyDown={reachedPlayer} data-testid="player">
      <ShortcutsHelp shortcuts={shortcuts} shortcutKey={shortcutKey} onClose={onClose} />
    </div>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Горячие клавиши' });
  const press = (init: KeyboardEventInit) =>
    fireEvent.keyDown(document.activeElement ?? document.body, init);
  return { onClose, reachedPlayer, opener, dialog, press, ...view };
}

describe('ShortcutsHelp', () => {
  it('lists every shortcut of the table, keys and what they do', () => {
    const { dialog } = renderHelp();
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual(
      Object.entries(shortcuts).map(([name, shortcut]) => [
        keyLabels(shortcut.keys).join(''),
        laterStrings.shortcuts[name as keyof typeof shortcuts],
      ]),
    );
    expect(rows.slice(0, 4)).toEqual([
      ['ПробелK', 'Воспроизведение и пауза'],
      ['←', 'Назад на 10 секунд'],
      ['→', 'Вперёд на 10 секунд'],
      ['0–9', 'Перейти к 0 %, 10 % … 90 % видео'],
    ]);
    expect(rows.map(([keys]) => keys)).toEqual(
      expect.arrayContaining(['<', '>', '?', 'Esc', 'M', 'F', 'C', '↑', '↓']),
    );
  });

  it('takes focus to its close button, and gives it back on close', () => {
    const { opener, unmount } = renderHelp();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
  });

  it.each([
    ['Escape', { key: 'Escape', code: 'Escape' }],
    ['?', { key: '?', code: 'Slash', shiftKey: true }],
    ['Shift+/ on a Cyrillic layout', { key: ',', code: 'Slash', shiftKey: true }],
  ])('closes on %s, which goes no further', (_label, init) => {
    const { onClose, reachedPlayer, press } = renderHelp();
    expect(press(init)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(reachedPlayer).not.toHaveBeenCalled();
  });

  it('closes on its close button', () => {
    const { onClose } = renderHelp();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on one inside its panel', () => {
    const { onClose, dialog } = renderHelp();
    fireEvent.click(within(dialog).getByRole('heading', { name: 'Горячие клавиши' }));
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop's clicks land on the dialog element itself.
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps every other key from the player while it shows', () => {
    const { onClose, reachedPlayer, press } = renderHelp();
    for (const key of ['k', ' ', 'ArrowRight', '5', 'm', 'f']) press({ key });
    press({ key: '>', code: 'Period', shiftKey: true });
    expect(reachedPlayer).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab inside', () => {
    const { press } = renderHelp();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    expect(press({ key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    expect(press({ key: 'Tab', shiftKey: true })).toBe(false);
    expect(close).toHaveFocus();
  });

  it('writes a run of keys as its ends, and names the keys without a face', () => {
    expect(keyLabels([...'0123456789'])).toEqual(['0–9']);
    expect(keyLabels([' ', 'k'])).toEqual(['Пробел', 'K']);
    expect(keyLabels(['Escape'])).toEqual(['Esc']);
    expect(keyLabels(['<'])).toEqual(['<']);
  });

  it('stops listening once closed', () => {
    const { reachedPlayer, unmount } = renderHelp();
    unmount();
    const player = document.createElement('div');
    document.body.append(player);
    const listener = vi.fn();
    player.addEventListener('keydown', listener);
    act(() => void fireEvent.keyDown(player, { key: 'k' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(reachedPlayer).not.toHaveBeenCalled();
  });
});

describe('docs/player-screen.md', () => {
  it('lists the shortcuts as the overlay does, from the same table', () => {
    // A file path, not `new URL(…, import.meta.url)`, which Vite rewrites into a web URL here.
    const here = dirname(fileURLToPath(import.meta.url));
    const doc = readFileSync(join(here, '../../../docs/player-screen.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Keyboard'));
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(
      Object.entries(shortcuts).map(([name, shortcut]) => [
        keyLabels(shortcut.keys).join(', '),
        laterStrings.shortcuts[name as keyof typeof shortcuts],
      ]),
    );
  });
});
