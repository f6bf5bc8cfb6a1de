import type { ReactNode } from 'react';
import { strings } from '../../lib/strings';
import { useMediaEngine, useMediaState, usePlayerEvents } from '../hooks/media-context';
import { laterStrings } from '../../lib/later-strings';
import { Icon } from '../icons';
import { CaptionStyleList } from './caption-style-list';
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

/**
 * The settings panel's list for a view: the main list or one of its submenus; on desktop, the
 * 'Субтитры' menu's ('subs' and 'caption-style').
 */
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
    case 'caption-style':
      return <CaptionStyleList id={props.id} onBack={props.onBack} />;
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
      // Back from the caption style (opened from the subtitles), the subtitles' entry.
      initialFocus={
        cameFrom === undefined
          ? 0
          : entries.indexOf(cameFrom === 'caption-style' ? 'subs' : cameFrom)
      }
    >
      <MenuEntry
        label={laterStrings.qualityEntry}
        value={qualityLabel(levels, currentLevel, autoLevel)}
        onOpen={() => onOpen('quality')}
      />
      <MenuEntry
        label={laterStrings.speedEntry}
        value={speedLabel(playbackRate)}
        onOpen={() => onOpen('playback-rate')}
      />
      {showSubtitles && (
        <MenuEntry
          label={laterStrings.subtitlesEntry}
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
      label={laterStrings.qualityEntry}
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
      label={laterStrings.speedEntry}
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

interface SubtitlesListProps {
  id: string;
  mobile: boolean;
  cameFrom: SettingsSubmenu | undefined;
  onBack: () => void;
  onOpen: (submenu: 'caption-style') => void;
  onSelected: () => void;
}

/**
 * The subtitle tracks and 'Выкл', then the caption style's entry: the settings' submenu on mobile,
 * and on desktop (whose settings list has no subtitles entry) the 'Субтитры' menu itself, without
 * 'Назад'.
 */
function SubtitlesList({ id, mobile, cameFrom, onBack, onOpen, onSelected }: SubtitlesListProps) {
  const engine = useMediaEngine();
  const options = useMediaState((state) => state.subtitleOptions);
  const current = useMediaState((state) => state.currentSubtitle);
  const choices = subtitleChoices(options, current);
  // Back from the style: its entry, the list's last item, takes focus again.
  const styleIndex = choices.length + (mobile ? 1 : 0);
  return (
    <ChoiceList
      id={id}
      label={laterStrings.subtitlesEntry}
      choices={choices}
      initialFocus={cameFrom === 'caption-style' ? styleIndex : undefined}
      onBack={mobile ? onBack : undefined}
      onChoose={(track) => {
        engine.setSubtitle(track);
        onSelected();
      }}
    >
      <MenuEntry
        label={laterStrings.captionStyleEntry}
        value=""
        onOpen={() => onOpen('caption-style')}
      />
    </ChoiceList>
  );
}

interface ChoiceListProps<T> {
  id: string;
  label: string;
  choices: MenuChoice<T>[];
  initialFocus?: number;
  /** A submenu's 'Назад' (a list without a parent has none). */
  onBack?: () => void;
  onChoose: (value: T) => void;
  /** Entries after the options. */
  children?: ReactNode;
}

/** A submenu: 'Назад', then its options. */
function ChoiceList<T>(props: ChoiceListProps<T>) {
  const { id, label, choices, initialFocus, onBack, onChoose, children } = props;
  return (
    <MenuList id={id} label={label} initialFocus={initialFocus} onBack={onBack}>
      {onBack && <MenuBackItem onBack={onBack} />}
      {choices.map((choice) => (
        <MenuRadioItem
          key={choice.id}
          label={choice.label}
          checked={choice.checked}
          onSelect={() => onChoose(choice.value)}
        />
      ))}
      {children}
    </MenuList>
  );
}
