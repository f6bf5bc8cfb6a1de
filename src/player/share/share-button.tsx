import { useId, useState, type ReactNode } from 'react';
import { strings } from '../../lib/strings';
import { ControlButton } from '../controls/control-button';
import { useMediaStoreApi } from '../hooks/media-context';
import { lazyPart } from '../lazy-part';
import { useMenu } from '../menus/menu-context';
import { buildShareLink } from './share-links';

// Rarely opened, so kept out of the first load.
const SharePopup = lazyPart(() => import('./share-popup').then((popup) => popup.default));

export interface ShareActionOptions {
  /** The film's or episode's title. */
  title: string;
  movieId: number;
  episodeId?: number;
  /** Small screens: the device's own share sheet, where there is one, instead of the popup. */
  mobile?: boolean;
  /** After the viewer closed the popup (Escape, its close button): put focus back on the opener. */
  onClosed?: () => void;
}

export interface ShareAction {
  /** Shares: the native sheet on mobile where there is one, else opens (or closes) the popup. */
  open(): void;
  /** Whether this opener's popup is open. */
  expanded: boolean;
  /** The lazily loaded popup while open, else nothing: render it where the opener lives. */
  popup: ReactNode;
}

/**
 * The share action of one opener (the 'Поделиться' button, a menu entry): the popup's open state
 * is the menu context's, so it is the player's one open menu.
 */
export function useShareAction(options: ShareActionOptions): ShareAction {
  const { title, movieId, episodeId, mobile = false, onClosed } = options;
  const { menu, dispatch } = useMenu();
  const store = useMediaStoreApi();
  // The position when this opener opened the popup, read once; undefined while it has no popup.
  const [openedAt, setOpenedAt] = useState<number>();
  const menuIsShare = menu.kind === 'share';
  if (!menuIsShare && openedAt !== undefined) setOpenedAt(undefined);
  const expanded = menuIsShare && openedAt !== undefined;

  const showPopup = () => {
    setOpenedAt(store.getState().currentTime);
    // Close first, so the toggle opens whatever the state is by now (the native sheet is async).
    dispatch({ type: 'close' });
    dispatch({ type: 'toggle-share' });
  };

  const open = () => {
    if (expanded) {
      dispatch({ type: 'close' });
    } else if (mobile && typeof navigator.share === 'function') {
      shareNatively(
        { title, url: buildShareLink(window.location.href, { movieId, episodeId }) },
        showPopup,
      );
    } else {
      showPopup();
    }
  };

  const close = () => {
    dispatch({ type: 'close' });
    onClosed?.();
  };

  const popup = expanded ? (
    <SharePopup
      title={title}
      movieId={movieId}
      episodeId={episodeId}
      currentTime={openedAt}
      pageUrl={window.location.href}
      onClose={close}
    />
  ) : null;

  return { open, expanded, popup };
}

function shareNatively(data: ShareData, fallback: () => void): void {
  const fail = (error: unknown) => {
    // The viewer dismissing the sheet is a choice, not a failure.
    if (isAbort(error)) return;
    fallback();
  };
  try {
    navigator.share(data).catch(fail);
  } catch (error) {
    fail(error);
  }
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

export type ShareButtonProps = Omit<ShareActionOptions, 'onClosed'>;

/** The 'Поделиться' button of the controls and its popup (or the device's share sheet on mobile). */
export function ShareButton({ title, movieId, episodeId, mobile }: ShareButtonProps) {
  const buttonId = useId();
  const share = useShareAction({
    title,
    movieId,
    episodeId,
    mobile,
    // ControlButton takes no ref; its id finds the button again.
    onClosed: () => document.getElementById(buttonId)?.focus(),
  });
  return (
    <>
      <ControlButton
        id={buttonId}
        label={strings.shareButton}
        icon="share"
        aria-haspopup="dialog"
        aria-expanded={share.expanded}
        onClick={share.open}
      />
      {share.popup}
    </>
  );
}
