/**
 * Events kept until their one listener arrives (its code still loading), then handed on as they
 * come: nothing told before the listener is lost.
 */
export function createLateFeed<Event>() {
  const kept: Event[] = [];
  let listener: ((event: Event) => void) | undefined;
  return {
    push(event: Event): void {
      if (listener) listener(event);
      else kept.push(event);
    },
    /** Hands the kept events to next, then each new one; returns the stop. */
    listen(next: (event: Event) => void): () => void {
      listener = next;
      for (const event of kept.splice(0)) next(event);
      return () => {
        listener = undefined;
      };
    },
  };
}
