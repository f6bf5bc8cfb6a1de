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
    case 'caption-style':
      return <CaptionStyleList id={props.id} onBack={props.onBack} />;
  }
}

export interface SubtitlesViewProps {
  /** The tracks, or the caption style opened from them. */
  view: 'list' | 'style';
  id: string;
  cameFromStyle: boolean;
  onOpenStyle: () => void;
  onBack: () => void;
  onSelected: () => void;
}

/** The desktop 'Субтитры' menu: 'Выкл' and each track, then 'Стиль субтитров'. */
export function SubtitlesViewList({
  view,
  id,
  onOpenStyle,
  onBack,
  onSelected,
  cameFromStyle,
}: SubtitlesViewProps) {
  if (view === 'style') return <CaptionStyleList id={id} onBack={onBack} />;
  return (
    <SubtitlesList
      id={id}
      onOpen={onOpenStyle}
      onSelected={onSelected}
      cameFrom={cameFromStyle ? 'caption-style' : undefined}
      label={strings.subtitlesButton}
    />
  );
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
  /** The list's name: the settings entry's, or the desktop button's. */
  label?: string;
  cameFrom: SettingsSubmenu | undefined;
  /** The settings submenu's 'Назад'; the desktop menu is a list of its own, without one. */
  onBack?: () => void;
  onOpen: (submenu: 'caption-style') => void;
  onSelected: () => void;
}

/** The subtitle tracks and 'Выкл', then the caption style's entry. */
function SubtitlesList({ id, label, cameFrom, onBack, onOpen, onSelected }: SubtitlesListProps) {
  const engine = useMediaEngine();
  const options = useMediaState((state) => state.subtitleOptions);
  const current = useMediaState((state) => state.currentSubtitle);
  const choices = subtitleChoices(options, current);
  // Back from the style: its entry, the list's last item, takes focus again.
  const styleIndex = choices.length + (onBack ? 1 : 0);
  return (
    <ChoiceList
      id={id}
      label={label ?? laterStrings.subtitlesEntry}
      choices={choices}
      initialFocus={cameFrom === 'caption-style' ? styleIndex : undefined}
      onBack={onBack}
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
