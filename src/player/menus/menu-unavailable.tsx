import { strings } from '../../lib/strings';

/** In a menu's panel when its list's chunk did not load: the film plays on. */
export function MenuUnavailable() {
  return (
    <p className="menu-unavailable" role="status">
      {strings.menuUnavailable}
    </p>
  );
}
