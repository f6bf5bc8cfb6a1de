import { isNumber, isRecordOf, safeStorage } from '../../lib/storage';

/** The map of saved positions (episode id → whole seconds) the catalogue's pages share. */
export const timesStorageKey = 'episodesTimeProgress';

const isAnything = (value: unknown): value is unknown => value !== undefined;

/** The locally saved positions; entries that are not numbers are skipped. */
export function readSavedTimes(): Record<number, number> {
  const stored = safeStorage.get(timesStorageKey, isRecordOf(isAnything)) ?? {};
  const times: Record<number, number> = {};
  for (const [id, seconds] of Object.entries(stored)) {
    if (isNumber(seconds)) times[Number(id)] = seconds;
  }
  return times;
}

/** Saves one episode's position, keeping every other episode (of any content) in the map. */
export function writeSavedTime(episodeId: number, seconds: number): void {
  // Read again before writing: another tab may have saved its own episodes meanwhile.
  const stored = safeStorage.get(timesStorageKey, isRecordOf(isAnything)) ?? {};
  safeStorage.set(timesStorageKey, { ...stored, [episodeId]: seconds });
}
