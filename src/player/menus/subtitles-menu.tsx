import { useId, useState } from 'react';
import { strings } from '../../lib/strings';
import { useMediaState } from '../hooks/media-context';
import { Icon } from '../icons';
import { SubtitlesViewList } from './lazy-menu-lists';
import { MenuButton } from './menu-button';
import { MenuUnavailable } from './menu-unavailable';
import { useMenu } from './menu-context';
import { isSubtitlesMenu } from './menu-state';
import { useMenuAnchor } from './use-menu-anchor';
import './menus.css';

/**
 * The desktop bar's 'Субтитры' button and its menu: 'Выкл', each track, and the caption style
 * (the C key stays a quick switch). Absent when there are no tracks.
 */
export function SubtitlesMenu() {
  const options = useMediaState((state) => state.subtitleOptions);
  const shown = useMediaState((state) => state.currentSubtitle !== undefined);
  const { menu, dispatch } = useMenu();
  const open = isSubtitlesMenu(menu);
  const { anchorRef, buttonRef, finish, onKeyDown } = useMenuAnchor(open);
  const menuId = useId();
  // Back from the caption style, its entry takes focus again.
  const [fromStyle, setFromStyle] = useState(false);

  if (options.length === 0) return null;
  return (
    <div ref={anchorRef} className="menu-anchor" onKeyDown={onKeyDown}>
      <MenuButton
        buttonRef={buttonRef}
        label={strings.subtitlesButton}
        open={open}
        menuId={menuId}
        onClick={() => {
          setFromStyle(false);
          dispatch({ type: 'toggle-subtitles' });
        }}
        className={shown ? 'subtitles-button subtitles-shown' : 'subtitles-button'}
      >
        <Icon name="subtitles" />
      </MenuButton>
      {open && (
        <div className="menu-panel menu-panel--above">
          <SubtitlesViewList
            whenFailed={<MenuUnavailable />}
            key={menu.kind}
            view={menu.kind === 'subtitles-style' ? 'style' : 'list'}
            id={menuId}
            cameFromStyle={fromStyle}
            onOpenStyle={() => {
              setFromStyle(true);
              dispatch({ type: 'open', submenu: 'caption-style' });
            }}
            onBack={() => dispatch({ type: 'back' })}
            onSelected={() => finish({ type: 'select' })}
          />
        </div>
      )}
    </div>
  );
}
