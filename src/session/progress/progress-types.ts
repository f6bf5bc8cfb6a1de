/** What the keeper needs of the API client; ApiClient from src/api satisfies it. */
export interface ProgressSender {
  saveTimeProgress(
    contentId: number,
    episodeId: number,
    time: number,
    options: { signal?: AbortSignal; keepalive?: boolean },
  ): Promise<unknown>;
  markCompleted(
    contentId: number,
    episodeId: number,
    options: { signal?: AbortSignal; keepalive?: boolean },
  ): Promise<unknown>;
}

/** What the keeper knows, for the UI. */
export interface ProgressSnapshot {
  /** Saved seconds by episode id: the local episodesTimeProgress map merged with what this page saved. */
  times: Readonly<Record<number, number>>;
  /** Episode ids this page marked completed. */
  completed: readonly number[];
}

/** Keeps a viewer's place in one content: locally, on the server, and across failures and reloads. */
export interface ProgressKeeper {
  /** On every time update: saves locally and to the server at most every 10 s per episode, never at 0. */
  track(episodeId: number, seconds: number): void;
  /**
   * Saves locally at once (pause, seek, end, episode change); the server gets it when the episode's
   * 10 s rhythm allows, or at once with keepalive (page exit) or when another episode starts. Ignored at 0.
   */
  saveNow(episodeId: number, seconds: number, options?: { keepalive?: boolean }): void;
  /** Marks the episode completed on the server (kept and retried like positions). */
  complete(episodeId: number): void;
  /** The locally saved position of an episode, if any. */
  savedTime(episodeId: number): number | undefined;
  /** For useSyncExternalStore: a new snapshot object only when something changed. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProgressSnapshot;
  /** Stops timers and listeners; what is still unsent stays in the outbox for the next page. */
  dispose(): void;
}

export interface ProgressKeeperOptions {
  contentId: number;
  sender: ProgressSender;
  /** Injected for tests; Date.now by default. */
  now?: () => number;
  /** Where the `online` event is heard; window by default. Timers are the global setTimeout. */
  win?: Window;
  /** How long one server request may take before it counts as failed; 10 s by default. */
  requestTimeoutMs?: number;
  /** The least time between two server saves of an episode's position; 10 s (the spec's) by default. */
  saveIntervalMs?: number;
}
