import { useCallback, useEffect, useRef, type DOMAttributes, type MouseEvent } from 'react';
import { doubleClickSeekZone, seekStepSeconds, singleClickDelayMs } from '../player-constants';

export interface PointerGestureActions {
  /** Mobile devices have no click gestures: a tap toggles the controls instead. */
  mobile: boolean;
  togglePlay(): void;
  seekBy(deltaSeconds: number): void;
  toggleFullscreen(): void;
}

/** Props to spread on the video surface. */
export type SurfaceGestureProps = Pick<DOMAttributes<HTMLElement>, 'onClick' | 'onDoubleClick'>;

type Zone = 'back' | 'middle' | 'forward';

function zoneOf(event: MouseEvent<HTMLElement>): Zone {
  const rect = event.currentTarget.getBoundingClientRect();
  if (rect.width <= 0) return 'middle';
  const share = (event.clientX - rect.left) / rect.width;
  if (share < doubleClickSeekZone) return 'back';
  if (share > 1 - doubleClickSeekZone) return 'forward';
  return 'middle';
}

/**
 * Desktop clicks on the video: a click toggles pause; a double click toggles fullscreen, or seeks
 * back/forward in the left/right fifth; a double click leaves the play state as it was.
 */
export function usePointerGestures({
  mobile,
  togglePlay,
  seekBy,
  toggleFullscreen,
}: PointerGestureActions): SurfaceGestureProps {
  // A single click waits briefly for a second one rather than toggling at once and undoing it:
  // undoing would pause the picture and cut the sound for a moment on every double click.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A slow double click arrives after the first click already toggled: that toggle is undone then.
  const firstClickToggled = useRef(false);

  useEffect(() => {
    if (mobile) return;
    return () => {
      clearTimeout(pending.current);
      pending.current = undefined;
    };
  }, [mobile]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.detail <= 1) {
        clearTimeout(pending.current);
        firstClickToggled.current = false;
        pending.current = setTimeout(() => {
          pending.current = undefined;
          firstClickToggled.current = true;
          togglePlay();
        }, singleClickDelayMs);
        return;
      }
      if (event.detail !== 2) return;
      if (pending.current !== undefined) {
        clearTimeout(pending.current);
        pending.current = undefined;
      } else if (firstClickToggled.current) {
        togglePlay();
      }
      firstClickToggled.current = false;
    },
    [togglePlay],
  );

  const onDoubleClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const zone = zoneOf(event);
      if (zone === 'back') seekBy(-seekStepSeconds);
      else if (zone === 'forward') seekBy(seekStepSeconds);
      else toggleFullscreen();
    },
    [seekBy, toggleFullscreen],
  );

  return mobile ? {} : { onClick, onDoubleClick };
}
