import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMedia } from '../testing/render-with-media';
import SharePopup, { type SharePopupProps } from './share-popup';
import { defineGlobal, restoreGlobals } from './share-test-globals';

const title = 'Tom & Jerry #1 <script>alert(1)</script> «Серия»';
const linkWithout = 'https://player.test/player/?movie_id=42&episode_id=7';
const linkWith = `${linkWithout}&t=755`;

function setClipboard(writeText: (text: string) => Promise<void>) {
  defineGlobal(navigator, 'clipboard', { writeText });
}

function setExecCommand(result: boolean) {
  const execCommand = vi.fn((command: string) => command === 'copy' && result);
  defineGlobal(document, 'execCommand', execCommand);
  return execCommand;
}

afterEach(restoreGlobals);

function renderPopup(overrides: Partial<SharePopupProps> = {}) {
  const onClose = vi.fn();
  const rendered = renderWithMedia(
    <SharePopup
      title={title}
      movieId={42}
      episodeId={7}
      currentTime={754.6}
      pageUrl="https://player.test/player/?movie_id=1&token=abc#x"
      onClose={onClose}
      {...overrides}
    />,
  );
  return { ...rendered, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Поделиться' });
const timeBox = () => screen.getByRole('checkbox', { name: 'Поделиться с тайм кодом: 12:34' });
const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Ссылка' });
const copyButton = () => screen.getByRole('button', { name: 'Копировать ссылку' });
const serviceLinks = () => screen.getAllByRole<HTMLAnchorElement>('link');
const sharedUrls = () =>
  serviceLinks().map((link) => {
    const params = new URL(link.href).searchParams;
    return params.get('url') ?? params.get('text');
  });

describe('SharePopup', () => {
  it('is a non-modal dialog with the five services, focused on the first', () => {
    renderPopup();
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
    expect(serviceLinks().map((link) => link.textContent)).toEqual([
      'ВКонтакте',
      'Одноклассники',
      'Telegram',
      'WhatsApp',
      'X',
    ]);
    for (const link of serviceLinks()) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(serviceLinks()[0]).toHaveFocus();
  });

  it('shares the page link without t while the time code box is unchecked', () => {
    renderPopup();
    expect(timeBox()).not.toBeChecked();
    expect(field()).toHaveValue(linkWithout);
    expect(field()).toHaveAttribute('readonly');
    expect(sharedUrls()).toEqual([
      linkWithout,
      linkWithout,
      linkWithout,
      `${title} ${linkWithout}`,
      linkWithout,
    ]);
    for (const link of serviceLinks()) expect(link.href).toContain(encodeURIComponent(linkWithout));
  });

  it('passes a hostile title encoded, never as markup', () => {
    renderPopup();
    const vk = screen.getByRole<HTMLAnchorElement>('link', { name: 'ВКонтакте' });
    expect(new URL(vk.href).searchParams.get('title')).toBe(title);
    expect(vk.getAttribute('href')).not.toMatch(/[<>"#\s]/);
    expect(document.querySelector('script')).toBeNull();
  });

  it('adds t with the rounded opening time when the box is checked, and drops it again', async () => {
    const { user } = renderPopup();
    await user.click(timeBox());
    expect(timeBox()).toBeChecked();
    expect(field()).toHaveValue(linkWith);
    expect(sharedUrls()).toEqual([linkWith, linkWith, linkWith, `${title} ${linkWith}`, linkWith]);

    await user.click(timeBox());
    expect(field()).toHaveValue(linkWithout);
    expect(sharedUrls().every((url) => !url?.includes('t='))).toBe(true);
  });

  it('copies the exact link with the Clipboard API and says so', async () => {
    const { user } = renderPopup();
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    const execCommand = setExecCommand(true);
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(timeBox());
    await user.click(copyButton());
    expect(writeText).toHaveBeenCalledExactlyOnceWith(linkWith);
    expect(execCommand).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Ссылка скопирована');
  });

  it('falls back to execCommand when the Clipboard API fails', async () => {
    const { user } = renderPopup();
    setClipboard(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    const execCommand = setExecCommand(true);

    await user.click(copyButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ссылка скопирована'));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('when both fail, says so and selects the link for copying by hand', async () => {
    const { user } = renderPopup();
    setClipboard(vi.fn(async () => Promise.reject(new Error('insecure'))));
    setExecCommand(false);

    await user.click(copyButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Не удалось скопировать: выделите ссылку и скопируйте её',
      ),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Ссылка скопирована');
    expect(field()).toHaveFocus();
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, linkWithout.length]);
  });

  it('closes on Escape without letting the key reach the player', async () => {
    const { user, onClose } = renderPopup();
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    try {
      await user.keyboard('{Escape}');
    } finally {
      document.removeEventListener('keydown', pageKeys);
    }
    expect(onClose).toHaveBeenCalledOnce();
    expect(pageKeys).not.toHaveBeenCalled();
  });

  it('closes with its close button', async () => {
    const { user, onClose } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps pointer and click events from the player surface behind it', async () => {
    const outside = { pointerDown: vi.fn(), click: vi.fn(), doubleClick: vi.fn() };
    const { user } = renderWithMedia(
      <div
        onPointerDown={outside.pointerDown}
        onClick={outside.click}
        onDoubleClick={outside.doubleClick}
      >
        <SharePopup
          title="Film"
          movieId={1}
          currentTime={0}
          pageUrl="https://player.test/"
          onClose={() => undefined}
        />
      </div>,
    );
    await user.dblClick(dialog());
    await user.click(screen.getByRole('checkbox'));
    fireEvent.pointerDown(field());
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(outside.pointerDown).not.toHaveBeenCalled();
    expect(outside.click).not.toHaveBeenCalled();
    expect(outside.doubleClick).not.toHaveBeenCalled();
  });
});
