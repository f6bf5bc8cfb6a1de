import { useId, useState, type PointerEvent } from 'react';
import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState } from '../hooks/media-context';
import { Icon } from '../icons';
import { playerEvents } from '../player-events';
import { MenuButton } from './menu-button';
import { useMenu } from './menu-context';
import { MenuBackItem, MenuEntry, MenuList, MenuRadioItem } from './menu-list';
import { settingsViewOf, type SettingsSubmenu, type SettingsView } from './menu-state';
import {
  qualityChoices,
  qualityLabel,
  speedChoices,
  speedLabel,
  subtitleChoices,
  subtitleLabel,
  type MenuChoice,
} from './settings-labels';
import { useMenuAnchor } from './use-menu-anchor';
import './menus.css';

export { SubtitlesButton } from './subtitles-button';

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

interface ViewProps {
  view: SettingsView;
  id: string;
  mobile: boolean;
  cameFrom: SettingsSubmenu | undefined;
  onShare: (() => void) | undefined;
  onOpen: (submenu: SettingsSubmenu) => void;
  onBack: () => void;
  onSelected: () => void;
}

function SettingsViewList({ view, ...props }: ViewProps) {
  switch (view) {
    case 'main':
      return <MainList {...props} />;
    case 'quality':
      return <QualityList {...props} />;
    case 'playback-rate':
      return <SpeedList {...props} />;
    case 'subs':
      return <SubtitlesList {...props} />;
  }
}

function MainList({ id, mobile, cameFrom, onShare, onOpen }: Omit<ViewProps, 'view'>) {
  const levels = useMediaState((state) => state.levels);
  const currentLevel = useMediaState((state) => state.currentLevel);
  const autoLevel = useMediaState((state) => state.autoLevel);
  const playbackRate = useMediaState((state) => state.playbackRate);
  const subtitleOptions = useMediaState((state) => state.subtitleOptions);
  const currentSubtitle = useMediaState((state) => state.currentSubtitle);
  // Desktop has its own subtitles button; on mobile the entry is the only way to them.
  const showSubtitles = mobile && subtitleOptions.length > 0;
  const entries: SettingsSubmenu[] = showSubtitles
    ? ['quality', 'playback-rate', 'subs']
    : ['quality', 'playback-rate'];

  return (
    <MenuList
      id={id}
      label={strings.settingsButton}
      initialFocus={cameFrom === undefined ? 0 : entries.indexOf(cameFrom)}
    >
      <MenuEntry
        label={strings.qualityEntry}
        value={qualityLabel(levels, currentLevel, autoLevel)}
        onOpen={() => onOpen('quality')}
      />
      <MenuEntry
        label={strings.speedEntry}
        value={speedLabel(playbackRate)}
        onOpen={() => onOpen('playback-rate')}
      />
      {showSubtitles && (
        <MenuEntry
          label={strings.subtitlesEntry}
          value={subtitleLabel(subtitleOptions, currentSubtitle)}
          onOpen={() => onOpen('subs')}
        />
      )}
      {onShare && (
        <button type="button" role="menuitem" tabIndex={-1} className="menu-item" onClick={onShare}>
          <Icon name="share" />
          {strings.shareButton}
        </button>
      )}
    </MenuList>
  );
}

function QualityList({ id, onBack, onSelected }: Omit<ViewProps, 'view'>) {
  const engine = useMediaEngine();
  const levels = useMediaState((state) => state.levels);
  const currentLevel = useMediaState((state) => state.currentLevel);
  const autoLevel = useMediaState((state) => state.autoLevel);
  return (
    <ChoiceList
      id={id}
      label={strings.qualityEntry}
      choices={qualityChoices(levels, currentLevel, autoLevel)}
      onBack={onBack}
      onChoose={(level) => {
        const height = levels.find((candidate) => candidate.index === level)?.height;
        playerEvents.emit('qualitySelect', { level, height });
        engine.setLevel(level);
        onSelected();
      }}
    />
  );
}

function SpeedList({ id, onBack, onSelected }: Omit<ViewProps, 'view'>) {
  const engine = useMediaEngine();
  const playbackRate = useMediaState((state) => state.playbackRate);
  return (
    <ChoiceList
      id={id}
      label={strings.speedEntry}
      choices={speedChoices(playbackRate)}
      onBack={onBack}
      onChoose={(rate) => {
        playerEvents.emit('speedSelect', { rate });
        engine.setPlaybackRate(rate);
        onSelected();
      }}
    />
  );
}

function SubtitlesList({ id, onBack, onSelected }: Omit<ViewProps, 'view'>) {
  const engine = useMediaEngine();
  const options = useMediaState((state) => state.subtitleOptions);
  const current = useMediaState((state) => state.currentSubtitle);
  return (
    <ChoiceList
      id={id}
      label={strings.subtitlesEntry}
      choices={subtitleChoices(options, current)}
      onBack={onBack}
      onChoose={(track) => {
        engine.setSubtitle(track);
        onSelected();
      }}
    />
  );
}

interface ChoiceListProps<T> {
  id: string;
  label: string;
  choices: MenuChoice<T>[];
  onBack: () => void;
  onChoose: (value: T) => void;
}

/** A submenu: 'Назад', then its options. */
function ChoiceList<T>({ id, label, choices, onBack, onChoose }: ChoiceListProps<T>) {
  return (
    <MenuList id={id} label={label} onBack={onBack}>
      <MenuBackItem onBack={onBack} />
      {choices.map((choice) => (
        <MenuRadioItem
          key={choice.id}
          label={choice.label}
          checked={choice.checked}
          onSelect={() => onChoose(choice.value)}
        />
      ))}
    </MenuList>
  );
}
