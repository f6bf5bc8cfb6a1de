import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState, usePlayerEvents } from '../hooks/media-context';
import { Icon } from '../icons';
import { MenuBackItem, MenuEntry, MenuList, MenuRadioItem } from './menu-list';
import type { SettingsSubmenu, SettingsView } from './menu-state';
import {
  qualityChoices,
  qualityLabel,
  speedChoices,
  speedLabel,
  subtitleChoices,
  subtitleLabel,
  type MenuChoice,
} from './settings-labels';

export interface ViewProps {
  view: SettingsView;
  id: string;
  mobile: boolean;
  cameFrom: SettingsSubmenu | undefined;
  onShare: (() => void) | undefined;
  onOpen: (submenu: SettingsSubmenu) => void;
  onBack: () => void;
  onSelected: () => void;
}

/** The settings panel's list for a view: the main list or one of its submenus. */
export function SettingsViewList({ view, ...props }: ViewProps) {
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
  const playerEvents = usePlayerEvents();
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
  const playerEvents = usePlayerEvents();
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
