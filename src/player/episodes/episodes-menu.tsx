import { useState } from 'react';
import type { Episode } from '../../api';
import { usePlayerContext } from '../player-context';
import { laterStrings } from '../../lib/later-strings';
import { Icon } from '../icons';
import { laterIcons } from '../later-icons';
import { ControlMenu } from '../menus/control-menu';
import { useMenu } from '../menus/menu-context';
import { MenuBackItem, MenuEntry, MenuList } from '../menus/menu-list';
import { isEpisodesMenu } from '../menus/menu-state';
import { AutoplaySwitch } from './autoplay-switch';
import { EpisodeRow } from './episode-row';
import { seasonGroups, type SeasonGroup } from './season-groups';
import { useEpisodeProgress } from './use-episode-progress';
import './episodes.css';

export interface EpisodesMenuProps {
  /** Mobile layout: the menu fills the player, and a single season opens straight to its episodes. */
  mobile?: boolean;
  /** Where the desktop panel opens: above the button (the bottom bar, default) or below it. */
  placement?: 'above' | 'below';
}

/** 'Сезоны и серии': the seasons with their episode counts, and a panel of each season's episodes. */
export function EpisodesMenu({ mobile = false, placement = 'above' }: EpisodesMenuProps) {
  const { episodes, episode: current, isSeries, selectEpisode } = usePlayerContext();
  const { menu, dispatch } = useMenu();
  // The season whose panel was left by 'Назад', to focus its entry again, as the settings menu does.
  const [leftSeasonId, setLeftSeasonId] = useState<number>();
  if (!isSeries) return null;

  const groups = seasonGroups(episodes);
  // On a small screen one season needs no list of seasons.
  const direct = mobile && groups.length === 1 ? groups[0] : undefined;
  const focusedSeasonId = leftSeasonId ?? current.season?.id ?? 0;
  const shownSeason =
    menu.kind === 'season' ? groups.find((group) => group.id === menu.seasonId) : undefined;

  return (
    <ControlMenu
      label={laterStrings.episodesButton}
      icon={<Icon path={laterIcons.episodes} />}
      open={isEpisodesMenu(menu)}
      onToggle={() => {
        setLeftSeasonId(undefined);
        dispatch({ type: 'toggle-episodes', seasonId: direct?.id });
      }}
      placement={mobile ? 'full' : placement}
      panelClass="episodes-panel"
    >
      {({ id, finish }) =>
        shownSeason ? (
          <SeasonPanel
            key={shownSeason.id}
            id={id}
            group={shownSeason}
            currentId={current.id}
            onBack={direct ? undefined : () => dispatch({ type: 'back' })}
            onChoose={(episode) => {
              if (episode.id !== current.id) {
                selectEpisode(episode, { play: true, offerResume: true });
              }
              finish({ type: 'select' });
            }}
          />
        ) : (
          <MenuList
            key="seasons"
            id={id}
            label={laterStrings.seasonsList}
            initialFocus={Math.max(
              0,
              groups.findIndex((group) => group.id === focusedSeasonId),
            )}
          >
            {groups.map((group) => (
              <MenuEntry
                key={group.id}
                label={laterStrings.seasonLabel(group.order)}
                value={laterStrings.episodesCount(group.episodes.length)}
                onOpen={() => {
                  setLeftSeasonId(group.id);
                  dispatch({ type: 'open-season', seasonId: group.id });
                }}
              />
            ))}
            <AutoplaySwitch />
          </MenuList>
        )
      }
    </ControlMenu>
  );
}

interface SeasonPanelProps {
  id: string;
  group: SeasonGroup;
  currentId: number;
  /** Back to the seasons list; absent when the season was opened straight away. */
  onBack: (() => void) | undefined;
  onChoose(episode: Episode): void;
}

/** One season's episodes, the current one checked and focused, with 'Назад' to the seasons. */
function SeasonPanel({ id, group, currentId, onBack, onChoose }: SeasonPanelProps) {
  const progressOf = useEpisodeProgress();
  const currentIndex = group.episodes.findIndex((episode) => episode.id === currentId);
  const offset = onBack ? 1 : 0;
  return (
    <MenuList
      id={id}
      label={laterStrings.seasonLabel(group.order)}
      initialFocus={currentIndex === -1 ? offset : currentIndex + offset}
      onBack={onBack}
    >
      {onBack && <MenuBackItem onBack={onBack} />}
      <p className="season-panel-heading" aria-hidden="true">
        {laterStrings.seasonLabel(group.order)}
      </p>
      {group.episodes.map((episode) => (
        <EpisodeRow
          key={episode.id}
          episode={episode}
          current={episode.id === currentId}
          {...progressOf(episode)}
          onSelect={() => onChoose(episode)}
        />
      ))}
      <AutoplaySwitch />
    </MenuList>
  );
}
