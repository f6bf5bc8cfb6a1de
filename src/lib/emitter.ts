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
    emit<K extends keyof Events>(name: K, payload: Events[K]): void {
      for (const listener of listeners.get(name) ?? [])
        (listener as (payload: Events[K]) => void)(payload);
    },
  };
}
