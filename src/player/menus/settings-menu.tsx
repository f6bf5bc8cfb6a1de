import { useState } from 'react';
import { strings } from '../../lib/strings';
import { Icon } from '../icons';
import { usePlayerEvents } from '../hooks/media-context';
import { SettingsViewList } from './lazy-menu-lists';
import { ControlMenu } from './control-menu';
import { MenuUnavailable } from './menu-unavailable';
import { useMenu } from './menu-context';
import { settingsViewOf, type SettingsSubmenu } from './menu-state';

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
  // The submenu the main list was left for, to focus its entry again on 'Назад'.
  const [cameFrom, setCameFrom] = useState<SettingsSubmenu>();

  return (
    <ControlMenu
      label={strings.settingsButton}
      icon={<Icon name="settings" />}
      open={view !== undefined}
      onToggle={() => {
        setCameFrom(undefined);
        if (view === undefined) playerEvents.emit('settingsClick', { item: 'settings' });
        dispatch({ type: 'toggle-settings' });
      }}
      placement={mobile ? 'full' : placement}
    >
      {({ id, finish }) => (
        <SettingsViewList
          whenFailed={<MenuUnavailable />}
          key={view}
          view={view ?? 'main'}
          id={id}
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
      )}
    </ControlMenu>
  );
}
