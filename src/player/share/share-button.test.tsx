import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMenu } from '../menus/menu-context';
import { renderWithMedia } from '../testing/render-with-media';
import { ShareButton } from './share-button';
import { defineGlobal, restoreGlobals } from './share-test-globals';

const title = 'Ёлки & «Палки» #2';
let pageBefore: string;
let link: string;

beforeEach(() => {
  pageBefore = window.location.href;
  window.history.replaceState(null, '', '/player/?movie_id=1&access_token=secret#hash');
  link = `${window.location.origin}/player/?movie_id=42&episode_id=7`;
});

afterEach(() => {
  restoreGlobals();
  window.history.replaceState(null, '', pageBefore);
});

/** Shows the player's one active menu and opens the settings menu, as its button would. */
function MenuProbe() {
  const { menu, dispatch } = useMenu();
  return (
    <button
      type="button"
      data-menu={menu.kind}
      onClick={() => dispatch({ type: 'toggle-settings' })}
    >
      Настройки (проба)
    </button>
  );
}

function renderButton(mobile = false) {
  return renderWithMedia(
    <>
      <ShareButton title={title} movieId={42} episodeId={7} mobile={mobile} />
      <MenuProbe />
    </>,
    { currentTime: 754.6 },
  );
}

const shareButton = () => screen.getByRole('button', { name: 'Поделиться' });
const probe = () => screen.getByRole('button', { name: 'Настройки (проба)' });
const timeBox = () => screen.getByRole('checkbox', { name: 'Поделиться с тайм кодом: 12:34' });
const field = () => screen.getByRole('textbox', { name: 'Ссылка' });
const serviceHrefs = () =>
  screen.getAllByRole<HTMLAnchorElement>('link').map((anchor) => anchor.getAttribute('href') ?? '');

function setNativeShare(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  defineGlobal(navigator, 'share', spy);
  return spy;
}

describe('ShareButton', () => {
  it('opens the lazy popup with the page link in every service', async () => {
    const { user } = renderButton();
    expect(shareButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(shareButton());
    // The popup's chunk loads now: its first transform can take a while under a busy test run.
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' }, { timeout: 5000 });
    expect(dialog).toBeInTheDocument();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveValue(link);
    expect(serviceHrefs()).toHaveLength(5);
    for (const href of serviceHrefs()) {
      expect(href).toContain(encodeURIComponent(link));
      expect(href).not.toContain('secret');
    }
    // Focus moves in the popup's effect, which may run a tick after its first paint.
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveFocus());
  });

  it('adds t with the rounded time read when it opened, only while the box is checked', async () => {
    const { user, store } = renderButton();
    await user.click(shareButton());
    await screen.findByRole('dialog');
    expect(timeBox()).not.toBeChecked();
    expect(serviceHrefs().some((href) => href.includes('t%3D'))).toBe(false);

    // Playback goes on; the popup keeps the time it opened at.
    act(() => store.setState({ currentTime: 900 }));
    await user.click(timeBox());
    expect(field()).toHaveValue(`${link}&t=755`);
    for (const href of serviceHrefs()) expect(href).toContain(encodeURIComponent(`${link}&t=755`));

    await user.click(timeBox());
    expect(field()).toHaveValue(link);
  });

  it('copies the exact link and confirms it', async () => {
    const { user } = renderButton();
    await user.click(shareButton());
    await screen.findByRole('dialog');
    await user.click(timeBox());
    await user.click(screen.getByRole('button', { name: 'Копировать ссылку' }));
    expect(await navigator.clipboard.readText()).toBe(`${link}&t=755`);
    expect(await screen.findByText('Ссылка скопирована')).toHaveAttribute('role', 'status');
  });

  it('is the one open menu: opening it closes the settings menu and the other way round', async () => {
    const { user } = renderButton();
    await user.click(probe());
    expect(probe()).toHaveAttribute('data-menu', 'main');

    await user.click(shareButton());
    await screen.findByRole('dialog');
    expect(probe()).toHaveAttribute('data-menu', 'share');

    await user.click(probe());
    expect(probe()).toHaveAttribute('data-menu', 'main');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when its button is clicked again', async () => {
    const { user } = renderButton();
    await user.click(shareButton());
    await screen.findByRole('dialog');
    await user.click(shareButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(probe()).toHaveAttribute('data-menu', 'none');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderButton();
    await user.click(shareButton());
    await screen.findByRole('dialog');
    await user.click(timeBox());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(probe()).toHaveAttribute('data-menu', 'none');
    expect(shareButton()).toHaveFocus();
  });

  it('closes with the close button and gives focus back to the button', async () => {
    const { user } = renderButton();
    await user.click(shareButton());
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shareButton()).toHaveFocus();
  });

  it('reopens unchecked, with the time of the new opening', async () => {
    const { user, store } = renderButton();
    await user.click(shareButton());
    await screen.findByRole('dialog');
    await user.click(timeBox());
    await user.keyboard('{Escape}');

    act(() => store.setState({ currentTime: 3725.2 }));
    await user.click(shareButton());
    const box = await screen.findByRole('checkbox', {
      name: 'Поделиться с тайм кодом: 1:02:05',
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(field()).toHaveValue(`${link}&t=3725`);
  });

  it('on mobile uses the native share sheet with the link, and opens no popup', async () => {
    const share = setNativeShare(async () => undefined);
    const { user } = renderButton(true);
    await user.click(shareButton());
    expect(share).toHaveBeenCalledExactlyOnceWith({ title, url: link });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(probe()).toHaveAttribute('data-menu', 'none');
  });

  it('on mobile takes a dismissed sheet as the viewer’s choice', async () => {
    const share = setNativeShare(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const { user } = renderButton(true);
    await user.click(shareButton());
    expect(share).toHaveBeenCalledOnce();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(probe()).toHaveAttribute('data-menu', 'none');
  });

  it('on mobile opens the popup when the native share fails otherwise', async () => {
    setNativeShare(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const { user } = renderButton(true);
    await user.click(shareButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(field()).toHaveValue(link);
  });

  it('on mobile without navigator.share opens the popup', async () => {
    defineGlobal(navigator, 'share', undefined);
    const { user } = renderButton(true);
    await user.click(shareButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('on desktop opens the popup even where navigator.share exists', async () => {
    const share = setNativeShare(async () => undefined);
    const { user } = renderButton(false);
    await user.click(shareButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(share).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveFocus());
  });
});
