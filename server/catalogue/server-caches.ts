import type { Sitemap } from './site-files';
import type { MenuItem } from './taxonomy-store';

/** What GET and DELETE /caches see of a cache. */
export interface CacheControl {
  readonly name: string;
  readonly ttlSeconds: number;
  entries(): number;
  clear(): void;
}

/**
 * Values built from the database, kept by key for ttlSeconds or until cleared; at most maxEntries,
 * the oldest going first, so no stream of new keys grows it.
 */
export function createCache<T>(name: string, ttlSeconds: number, maxEntries = 16) {
  const entries = new Map<string, { value: T; builtAt: number }>();

  function store(key: string, value: T): T {
    entries.delete(key);
    entries.set(key, { value, builtAt: Date.now() });
    // A Map iterates in insertion order: its first key is the oldest entry.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  }

  function fresh(key: string) {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.builtAt < ttlSeconds * 1000) return entry;
    entries.delete(key);
    return undefined;
  }

  return {
    name,
    ttlSeconds,
    /** The cached value, if there is a fresh one. */
    peek: (key: string): T | undefined => fresh(key)?.value,
    /** The cached value, or a new one from build. */
    get(key: string, build: () => T): T {
      const entry = fresh(key);
      if (entry) return entry.value;
      return store(key, build());
    },
    /** Stores a value built now, whatever was cached. */
    put: (key: string, value: T): T => store(key, value),
    entries(): number {
      for (const key of [...entries.keys()]) fresh(key);
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}

function createServerCaches() {
  const caches = {
    // By origin: the sitemap's URLs are absolute.
    sitemap: createCache<Sitemap>('sitemap', 600),
    menu: createCache<MenuItem[]>('menu', 600),
  };
  return { ...caches, all: (): CacheControl[] => Object.values(caches) };
}

export type ServerCaches = ReturnType<typeof createServerCaches>;

// One set per server: handler modules share it through the server's context object.
const cachesByServer = new WeakMap<object, ServerCaches>();

/** The caches of the server whose context this is. */
export function serverCaches(context: object): ServerCaches {
  let caches = cachesByServer.get(context);
  if (!caches) {
    caches = createServerCaches();
    cachesByServer.set(context, caches);
  }
  return caches;
}
