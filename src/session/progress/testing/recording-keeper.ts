import { vi } from 'vitest';
import type { ProgressKeeper } from '../progress-keeper';

/** A ProgressKeeper that records what it is asked to keep and keeps nothing. */
export function recordingKeeper() {
  return {
    track: vi.fn<ProgressKeeper['track']>(),
    saveNow: vi.fn<ProgressKeeper['saveNow']>(),
    complete: vi.fn<ProgressKeeper['complete']>(),
    savedTime: () => undefined,
    subscribe: () => () => undefined,
    getSnapshot: () => ({ times: {}, completed: [] }),
    dispose: () => undefined,
  } satisfies ProgressKeeper;
}
