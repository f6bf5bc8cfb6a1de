import { useEffect, useEffectEvent } from 'react';
import { listenToParent } from '../../embed/parent-messages';

/** What the host frame may ask of the player. */
export interface ParentMessageActions {
  closeMenus(): void;
  pause(): void;
}

/** Closes menus on the host's click message and pauses on its pause message while mounted. */
export function useParentMessages(actions: ParentMessageActions): void {
  // Effect events read the latest callbacks, so the window listener is added once per mount.
  const onClick = useEffectEvent(() => actions.closeMenus());
  const onPause = useEffectEvent(() => actions.pause());

  useEffect(() => listenToParent({ click: () => onClick(), pause: () => onPause() }), []);
}
