import { useId } from 'react';
import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { Icon } from '../icons';
import { AudioList } from './lazy-menu-lists';
import { MenuButton } from './menu-button';
import { MenuUnavailable } from './menu-unavailable';
import { useMenu } from './menu-context';
import { useMenuAnchor } from './use-menu-anchor';
import './menus.css';

export interface AudioMenuProps {
  /** Where the panel opens: below the button (the top bar, default) or above it. */
  placement?: 'above' | 'below';
}

/** The 'Аудио' button and its menu of voice-overs and audio renditions; only with two or more. */
export function AudioMenu({ placement = 'below' }: AudioMenuProps) {
  const engine = useMediaEngine();
  const options = useMediaState((state) => state.audioOptions);
  const currentAudio = useMediaState((state) => state.currentAudio);
  const { menu, dispatch } = useMenu();
  const open = menu.kind === 'audio';
  const { anchorRef, buttonRef, finish, onKeyDown } = useMenuAnchor(open);
  const menuId = useId();

  if (options.length < 2) return null;
  return (
    <div ref={anchorRef} className="menu-anchor" onKeyDown={onKeyDown}>
      <MenuButton
        buttonRef={buttonRef}
        label={strings.audioButton}
        open={open}
        menuId={menuId}
        onClick={() => dispatch({ type: 'toggle-audio' })}
      >
        <Icon name="audio" />
      </MenuButton>
      {open && (
        <div className={`menu-panel menu-panel--${placement}`}>
          <AudioList
            whenFailed={<MenuUnavailable />}
            id={menuId}
            options={options}
            currentAudio={currentAudio}
            onSelect={(id) => {
              engine.setAudio(id);
              finish({ type: 'select' });
            }}
          />
        </div>
      )}
    </div>
  );
}
