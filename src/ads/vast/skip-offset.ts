import type { AdTimeOffset } from '../ad-types';

// SS, MM:SS or HH:MM:SS, the last part with optional decimals (VAST writes .mmm).
const clockPattern = /^(?:(?:(\d+):)?(\d+):)?(\d+(?:\.\d+)?)$/;
const percentPattern = /^(\d+(?:\.\d+)?)%$/;

/** Reads a VAST time offset (skipoffset, progress offset): HH:MM:SS[.mmm], MM:SS[.mmm], SS[.mmm] or N%. */
export function parseAdTimeOffset(text: string | undefined): AdTimeOffset | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;

  const percent = percentPattern.exec(trimmed);
  if (percent) {
    const value = Number(percent[1]);
    return value <= 100 ? { percent: value } : undefined;
  }

  const clock = clockPattern.exec(trimmed);
  if (!clock) return undefined;
  const [, hours, minutes, seconds] = clock;
  const secondsValue = Number(seconds);
  const minutesValue = Number(minutes ?? 0);
  // A bare number of seconds may exceed a minute; in the colon forms each part stays below 60.
  if (minutes !== undefined && (minutesValue >= 60 || secondsValue >= 60)) return undefined;
  return { seconds: Number(hours ?? 0) * 3600 + minutesValue * 60 + secondsValue };
}

/** Seconds from the ad's start for an offset; a percentage needs a finite positive duration. */
export function resolveAdTimeOffset(
  offset: AdTimeOffset | undefined,
  durationSeconds: number | undefined,
): number | undefined {
  if (!offset) return undefined;
  if ('seconds' in offset) return offset.seconds;
  if (durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    return undefined;
  }
  return (durationSeconds * offset.percent) / 100;
}
