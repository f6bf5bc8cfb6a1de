import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerEvents } from '../session/player-events';
import { useAvailabilityFailureReport } from './use-availability-failure-report';

const failure = { type: 'Availability check failed', message: 'down (error 0A1B2C3D)' };
const unsubscribes: (() => void)[] = [];

function listenForErrors() {
  const errors = vi.fn();
  unsubscribes.push(playerEvents.on('error', errors));
  return errors;
}

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

describe('useAvailabilityFailureReport', () => {
  it('emits the player error once the player shows, and only once', () => {
    const errors = listenForErrors();
    const { rerender } = renderHook(({ shown }) => useAvailabilityFailureReport(failure, shown), {
      initialProps: { shown: false },
    });
    expect(errors).not.toHaveBeenCalled();
    rerender({ shown: true });
    rerender({ shown: false });
    rerender({ shown: true });
    expect(errors.mock.calls).toEqual([[failure]]);
  });

  it('emits nothing when the check answered', () => {
    const errors = listenForErrors();
    renderHook(() => useAvailabilityFailureReport(undefined, true));
    expect(errors).not.toHaveBeenCalled();
  });
});
