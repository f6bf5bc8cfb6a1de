import { useState } from 'react';
import { strings } from '../../lib/strings';
import { useMediaState } from '../hooks/media-context';
import { Icon } from '../icons';
import { ControlMenu } from './control-menu';
import { SettingsViewList } from './lazy-menu-lists';
import { MenuUnavailable } from './menu-unavailable';
import { useMenu } from './menu-context';
import { isSubtitlesMenu } from './menu-state';

/**
 * The desktop bar's 'Субтитры' button and its menu: 'Выкл', each track, and the caption style
 * (the C key stays a quick switch). Absent when there are no tracks.
 */
export function SubtitlesMenu() {
  const options = useMediaState((state) => state.subtitleOptions);
  const shown = useMediaState((state) => state.currentSubtitle !== undefined);
  const { menu, dispatch } = useMenu();
  // Back from the caption style, its entry takes focus again.
  const [fromStyle, setFromStyle] = useState(false);

  if (options.length === 0) return null;
  return (
    <ControlMenu
      label={strings.subtitlesButton}
      icon={<Icon name="subtitles" />}
      open={isSubtitlesMenu(menu)}
      onToggle={() => {
        setFromStyle(false);
        dispatch({ type: 'toggle-subtitles' });
      }}
      buttonClass={shown ? 'subtitles-button subtitles-shown' : 'subtitles-button'}
      placement="above"
    >
      {({ id, finish }) => (
        <SettingsViewList
          whenFailed={<MenuUnavailable />}
          key={menu.kind}
          view={menu.kind === 'subtitles-style' ? 'caption-style' : 'subs'}
          id={id}
          mobile={false}
          cameFrom={fromStyle ? 'caption-style' : undefined}
          onShare={undefined}
          onOpen={(submenu) => {
            setFromStyle(true);
            dispatch({ type: 'open', submenu });
          }}
          onBack={() => dispatch({ type: 'back' })}
          onSelected={() => finish({ type: 'select' })}
        />
      )}
    </ControlMenu>
  );
}
