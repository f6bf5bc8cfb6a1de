/** Something that publishes typed events: the player's, the media engine's and the ads' emitters. */
export interface Subscribable<Events> {
  on<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): () => void;
}
