/** A small typed event emitter: `Events` maps each event name to its payload type. */
export function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(name, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    /** Calls every listener of name; returns whether there was any. */
    emit<K extends keyof Events>(name: K, payload: Events[K]): boolean {
      const named = listeners.get(name);
      for (const listener of named ?? []) (listener as (payload: Events[K]) => void)(payload);
      return (named?.size ?? 0) > 0;
    },
  };
}
