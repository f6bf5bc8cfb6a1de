import { isNumber, safeStorage } from '../../lib/storage';

/** One write the server has to get: a position or a completed mark of one content's episode. */
export interface ProgressWrite {
  contentId: number;
  episodeId: number;
  kind: 'time' | 'completed';
  /** Whole seconds; only for kind 'time'. */
  time?: number;
}

/** Where unconfirmed writes wait in localStorage, so a page that dies offline loses nothing. */
export const outboxStorageKey = 'player-progress-outbox';

/** The lane of a write: one per content, episode and kind; a newer write replaces an older one. */
export const writeKey = (write: ProgressWrite): string =>
  `${write.contentId}/${write.episodeId}/${write.kind}`;

/** True when both are the same write (same lane, same position). */
export const sameWrite = (a: ProgressWrite, b: ProgressWrite): boolean =>
  writeKey(a) === writeKey(b) && a.time === b.time;

const isId = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

/** A well-formed outbox entry (storage is written by older pages and other tabs too). */
export function isProgressWrite(value: unknown): value is ProgressWrite {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof ProgressWrite, unknown>>;
  if (!isId(entry.contentId) || !isId(entry.episodeId)) return false;
  if (entry.kind === 'completed') return entry.time === undefined;
  return entry.kind === 'time' && isNumber(entry.time) && entry.time > 0;
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** The writes still waiting for the server; malformed entries are skipped, not fatal. */
export function readOutbox(): ProgressWrite[] {
  return (safeStorage.get(outboxStorageKey, isArray) ?? []).filter(isProgressWrite);
}

/** Keeps a write until the server confirms it, replacing the older write of its lane. */
export function putInOutbox(write: ProgressWrite): void {
  const others = readOutbox().filter((entry) => writeKey(entry) !== writeKey(write));
  safeStorage.set(outboxStorageKey, [...others, write]);
}

/** Forgets a write the server confirmed (or refused), unless a newer one took its place. */
export function takeFromOutbox(write: ProgressWrite): void {
  const entries = readOutbox();
  const rest = entries.filter((entry) => !sameWrite(entry, write));
  if (rest.length !== entries.length) safeStorage.set(outboxStorageKey, rest);
}
