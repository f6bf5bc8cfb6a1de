import { useId, useState, type PointerEvent } from 'react';
import { strings } from '../../lib/strings';
import { Icon } from '../icons';
import { usePlayerEvents } from '../hooks/media-context';
import { SettingsViewList } from './lazy-menu-lists';
import { MenuButton } from './menu-button';
import { MenuUnavailable } from './menu-unavailable';
import { useMenu } from './menu-context';
import { settingsViewOf, type SettingsSubmenu } from './menu-state';
import { useMenuAnchor } from './use-menu-anchor';
import './menus.css';

export { SubtitlesMenu } from './subtitles-menu';

export interface SettingsMenuProps {
  /** Mobile layout: the menu fills the player and also holds the subtitles entry. */
  mobile?: boolean;
  /** Where the desktop panel opens: above the button (the bottom bar, default) or below it. */
  placement?: 'above' | 'below';
  /** Adds 'Поделиться' to the main list (the mobile menu, where the top bar has no share button). */
  onShare?: () => void;
}

/** The 'Настройки' button and its menu: quality, speed and, on mobile, subtitles. */
export function SettingsMenu({ mobile = false, placement = 'above', onShare }: SettingsMenuProps) {
  const { menu, dispatch } = useMenu();
  const playerEvents = usePlayerEvents();
  const view = settingsViewOf(menu);
  const { anchorRef, buttonRef, finish, onKeyDown } = useMenuAnchor(view !== undefined);
  // The submenu the main list was left for, to focus its entry again on 'Назад'.
  const [cameFrom, setCameFrom] = useState<SettingsSubmenu>();
  const menuId = useId();

  const toggle = () => {
    setCameFrom(undefined);
    if (view === undefined) playerEvents.emit('settingsClick', { item: 'settings' });
    dispatch({ type: 'toggle-settings' });
  };
  const closeOnBackdrop = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) dispatch({ type: 'close' });
  };
  const panelClass = mobile ? 'menu-panel menu-panel--full' : `menu-panel menu-panel--${placement}`;

  return (
    <div ref={anchorRef} className="menu-anchor" onKeyDown={onKeyDown}>
      <MenuButton
        buttonRef={buttonRef}
        label={strings.settingsButton}
        open={view !== undefined}
        menuId={menuId}
        onClick={toggle}
      >
        <Icon name="settings" />
      </MenuButton>
      {view !== undefined && (
        <div className={panelClass} onPointerDown={mobile ? closeOnBackdrop : undefined}>
          <SettingsViewList
            whenFailed={<MenuUnavailable />}
            key={view}
            view={view}
            id={menuId}
            mobile={mobile}
            cameFrom={cameFrom}
            onShare={
              onShare &&
              (() => {
                finish({ type: 'select' });
                onShare();
              })
            }
            onOpen={(submenu) => {
              playerEvents.emit('settingsClick', { item: submenu });
              setCameFrom(submenu);
              dispatch({ type: 'open', submenu });
            }}
            onBack={() => dispatch({ type: 'back' })}
            onSelected={() => finish({ type: 'select' })}
          />
        </div>
      )}
    </div>
  );
}
