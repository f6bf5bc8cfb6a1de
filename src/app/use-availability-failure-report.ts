import { useEffect, useRef } from 'react';
import { playerEvents } from '../session/player-events';
import type { Availability } from './availability-check';

/**
 * Tells the player's analytics (videoplayer_error) once that the availability check failed. It
 * waits for the player to show: the analytics start with it, and their effect runs before this one.
 */
export function useAvailabilityFailureReport(
  failure: Availability['failure'],
  playerShown: boolean,
): void {
  const reported = useRef(false);
  useEffect(() => {
    if (!failure || !playerShown || reported.current) return;
    reported.current = true;
    playerEvents.emit('error', failure);
  }, [failure, playerShown]);
}
