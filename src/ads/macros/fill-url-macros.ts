import { VASTTracker } from '@dailymotion/vast-client';

/** The value of one VAST macro, by its name without brackets (`ADPLAYHEAD`). */
export type MacroValues = Record<string, string | number>;

// vast-client fills URL templates publicly only through VASTTracker, whose event methods send
// their own Image pixels (ours are keepalive fetches, fired when our lifecycle says). Its click()
// is the one that sends nothing for an ad without click tracking: it fills the template it is given
// with the macros (URL-encoding each value, and -1 for every other macro VAST 4 defines) and hands
// the URL back in a 'clickthrough' event. This tracker, of no ad, is used for that alone.
const resolver = new VASTTracker(null, {}, {});

/**
 * The URL with its VAST macros (`[NAME]` or `%%NAME%%`) filled by vast-client: the given values,
 * a fresh [CACHEBUSTING] and [TIMESTAMP], and -1 for every other macro vast-client knows.
 */
export function fillUrlMacros(template: string, values: MacroValues): string {
  let filled = template;
  const take = (url: string) => (filled = url);
  resolver.on('clickthrough', take);
  try {
    // A copy: vast-client encodes the values of the object it is given in place.
    resolver.click(template, { ...values });
  } finally {
    resolver.off('clickthrough', take);
  }
  return filled;
}

/** Seconds as a VAST time code, `HH:MM:SS.mmm`, as vast-client writes [ADPLAYHEAD]. */
export const vastTimecode = (seconds: number): string =>
  resolver.convertToTimecode(seconds > 0 ? seconds : 0);
