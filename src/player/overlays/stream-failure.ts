import type { PlayerError } from '../../lib/player-error';

/** A stream's failure as an Error, so that its report reads well and carries a stack. */
export class StreamFailure extends Error {
  constructor(readonly failure: PlayerError) {
    super(`The stream failed: ${failure.detail}`, { cause: failure.cause });
    this.name = 'StreamFailure';
  }
}
