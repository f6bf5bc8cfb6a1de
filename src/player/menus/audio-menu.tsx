import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { Icon } from '../icons';
import { ControlMenu } from './control-menu';
import { AudioList } from './lazy-menu-lists';
import { MenuUnavailable } from './menu-unavailable';
import { useMenu } from './menu-context';

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

  if (options.length < 2) return null;
  return (
    <ControlMenu
      label={strings.audioButton}
      icon={<Icon name="audio" />}
      open={menu.kind === 'audio'}
      onToggle={() => dispatch({ type: 'toggle-audio' })}
      placement={placement}
    >
      {({ id, finish }) => (
        <AudioList
          whenFailed={<MenuUnavailable />}
          id={id}
          options={options}
          currentAudio={currentAudio}
          onSelect={(audio) => {
            engine.setAudio(audio);
            finish({ type: 'select' });
          }}
        />
      )}
    </ControlMenu>
  );
}
