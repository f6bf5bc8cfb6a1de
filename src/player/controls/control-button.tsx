import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../icons';

interface ControlButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  icon: IconName;
}

/** An icon button of the controls, named for assistive technology by `label`. */
export function ControlButton({ label, icon, className, ...props }: ControlButtonProps) {
  return (
    <button
      type="button"
      className={className ? `control-button ${className}` : 'control-button'}
      aria-label={label}
      title={label}
      {...props}
    >
      <Icon name={icon} />
    </button>
  );
}
