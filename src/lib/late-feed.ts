// Enough for every event of a page's first moments; a listener that never comes keeps no more.
const keptAtMost = 100;

/**
 * Events kept until their one listener arrives (its code still loading), then handed on as they
 * come: nothing told before the listener is lost, nor handed out of order.
 */
export function createLateFeed<Event>() {
  const kept: Event[] = [];
  let listener: ((event: Event) => void) | undefined;
  return {
    push(event: Event): void {
      if (listener) listener(event);
      else if (kept.length < keptAtMost) kept.push(event);
    },
    /** Hands the kept events to next, then each new one; returns the stop. */
    listen(next: (event: Event) => void): () => void {
      // An event told while the kept ones are handed on waits its turn behind them.
      for (let event = kept.shift(); event !== undefined; event = kept.shift()) next(event);
      listener = next;
      return () => {
        if (listener === next) listener = undefined;
      };
    },
  };
}
