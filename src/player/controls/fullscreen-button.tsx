import { strings } from '../../lib/strings';
import { ControlButton } from './control-button';

/** Enters or leaves fullscreen. */
export function FullscreenButton({ active, onToggle }: { active: boolean; onToggle(): void }) {
  return (
    <ControlButton
      label={active ? strings.exitFullscreen : strings.enterFullscreen}
      icon={active ? 'exitFullscreen' : 'fullscreen'}
      onClick={onToggle}
    />
  );
}
