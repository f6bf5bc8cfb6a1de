import { strings } from '../../lib/strings';
import type { AudioOption } from '../../media/media-store';
import { MenuList, MenuRadioItem } from './menu-list';

interface AudioListProps {
  id: string;
  options: AudioOption[];
  /** Ids of the chosen options, checked in the list. */
  currentAudio: string[];
  onSelect(id: string): void;
}

/** The 'Аудио' panel's list: the voice-overs and audio renditions. */
export function AudioList({ id, options, currentAudio, onSelect }: AudioListProps) {
  return (
    <MenuList id={id} label={strings.audioButton}>
      {options.map((option) => (
        <MenuRadioItem
          key={option.id}
          label={option.label}
          checked={currentAudio.includes(option.id)}
          onSelect={() => onSelect(option.id)}
        />
      ))}
    </MenuList>
  );
}
