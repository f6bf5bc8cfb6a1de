import { laterStrings } from '../../lib/later-strings';
import {
  captionBackgrounds,
  captionColors,
  captionSizes,
  useCaptionStyle,
  type CaptionStyle,
} from '../captions/caption-style';
import { MenuBackItem, MenuList, MenuRadioItem } from './menu-list';

interface CaptionStyleListProps {
  id: string;
  onBack: () => void;
}

/**
 * 'Стиль субтитров': size, colour and background, each a group of choices. A choice applies at
 * once and the menu stays open, so the viewer sees each change on the captions before the next.
 */
export function CaptionStyleList({ id, onBack }: CaptionStyleListProps) {
  const [style, change] = useCaptionStyle();
  const text = laterStrings;
  return (
    <MenuList id={id} label={text.captionStyleEntry} onBack={onBack}>
      <MenuBackItem onBack={onBack} />
      <StyleGroup
        label={text.captionSize}
        values={captionSizes}
        names={text.captionSizes}
        current={style.size}
        onChoose={(size) => change({ size })}
      />
      <StyleGroup
        label={text.captionColor}
        values={captionColors}
        names={text.captionColors}
        current={style.color}
        onChoose={(color) => change({ color })}
      />
      <StyleGroup
        label={text.captionBackground}
        values={captionBackgrounds}
        names={text.captionBackgrounds}
        current={style.background}
        onChoose={(background) => change({ background })}
      />
    </MenuList>
  );
}

interface StyleGroupProps<T extends CaptionStyle[keyof CaptionStyle]> {
  label: string;
  values: readonly T[];
  names: Record<T, string>;
  current: T;
  onChoose: (value: T) => void;
}

function StyleGroup<T extends CaptionStyle[keyof CaptionStyle]>(props: StyleGroupProps<T>) {
  return (
    <div role="group" aria-label={props.label} className="menu-group">
      <div className="menu-group-label" aria-hidden="true">
        {props.label}
      </div>
      {props.values.map((value) => (
        <MenuRadioItem
          key={value}
          label={props.names[value]}
          checked={value === props.current}
          onSelect={() => props.onChoose(value)}
        />
      ))}
    </div>
  );
}
