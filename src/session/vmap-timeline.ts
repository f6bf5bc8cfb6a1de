import type { VmapTimeOffset } from '../ads/vmap/vmap-document';
import type { Episode } from '../api';

/** Where a break plays in the film: at its start, at its end, or at a second of it. */
export type BreakPlace = 'start' | 'end' | number;

/** What the places of an episode's breaks depend on. */
export interface FilmTimes {
  /** Seconds; 0 while unknown. */
  duration: number;
  /** The episode's ad opportunities, in time order: what #1, #2… name. */
  opportunities: readonly number[];
}

/**
 * The ad opportunities of an episode, which a VMAP's #n names: the end of its intro and the start
 * of its credits, where the catalogue marks them inside the episode (#1 is the first of those it
 * has). Read here, not through episodeMarkers: that module's chunk is the series parts' own.
 */
export function adOpportunities(episode: Episode): number[] {
  const inside = (time: unknown): time is number =>
    typeof time === 'number' && time > 0 && time < (episode.duration || Infinity);
  return [episode.introEnd, episode.creditsStart].filter(inside);
}

// A break this close to the film's end (or past it) plays at the end: paused there, the film
// counts as ended, and playing it on after the break would start it over.
const endMarginSeconds = 1;

/**
 * The place of a break in this film; undefined while it cannot be known (a percentage before the
 * duration is) or never (a #n the episode has no n-th opportunity for).
 */
export function placeOf(offset: VmapTimeOffset, film: FilmTimes): BreakPlace | undefined {
  if (offset === 'start' || offset === 'end') return offset;
  if ('percent' in offset) {
    if (offset.percent === 0) return 'start';
    if (offset.percent === 100) return 'end';
  }
  let seconds: number | undefined;
  if ('position' in offset) seconds = film.opportunities[offset.position - 1];
  else if ('seconds' in offset) seconds = offset.seconds;
  else if (film.duration > 0) seconds = (film.duration * offset.percent) / 100;
  if (seconds === undefined) return undefined;
  if (seconds <= 0) return 'start';
  return film.duration > 0 && seconds > film.duration - endMarginSeconds ? 'end' : seconds;
}

/**
 * The breaks of one episode view, each played at most once. The film's position, told while it
 * plays, makes breaks due: those it moves past are used up, and only the last of them plays (a
 * seek past three breaks plays one); those before the position it first plays from never do.
 */
export function createBreakTimeline<Break extends { offset: VmapTimeOffset }>(
  breaks: readonly Break[],
) {
  const used = new Set<Break>();
  let last: number | undefined;
  const unused = (film: FilmTimes) =>
    breaks.flatMap((adBreak) => {
      const place = used.has(adBreak) ? undefined : placeOf(adBreak.offset, film);
      return place === undefined ? [] : [{ adBreak, place }];
    });
  const markUsed = (list: { adBreak: Break }[]) =>
    list.map(({ adBreak }) => {
      used.add(adBreak);
      return adBreak;
    });

  return {
    /** The breaks of the start or the end not played yet, now used. */
    take(place: 'start' | 'end', film: FilmTimes): Break[] {
      return markUsed(unused(film).filter((entry) => entry.place === place));
    },
    /** The film plays at position: the breaks due now (all at one place), used. */
    playingAt(position: number, film: FilmTimes): Break[] {
      const from = last ?? -Infinity;
      last = position;
      const passed = unused(film).filter(
        (entry): entry is { adBreak: Break; place: number } =>
          typeof entry.place === 'number' && entry.place > from && entry.place <= position,
      );
      const lastPlace = Math.max(...passed.map((entry) => entry.place));
      markUsed(passed);
      // Where the film first plays from, the breaks before it are behind the viewer.
      if (from === -Infinity) return [];
      return passed.filter((entry) => entry.place === lastPlace).map((entry) => entry.adBreak);
    },
    /** The unused breaks that come within `lead` seconds after position (at the end included). */
    upcoming(position: number, lead: number, film: FilmTimes): Break[] {
      const until = (place: BreakPlace) =>
        place === 'end'
          ? film.duration - position
          : typeof place === 'number'
            ? place - position
            : -1;
      return unused(film)
        .filter((entry) => {
          const seconds = until(entry.place);
          return seconds > 0 && seconds <= lead;
        })
        .map((entry) => entry.adBreak);
    },
    /** Whether a break still waits for the film's end. */
    endDue(film: FilmTimes): boolean {
      return unused(film).some((entry) => entry.place === 'end');
    },
  };
}

export type BreakTimeline<Break extends { offset: VmapTimeOffset }> = ReturnType<
  typeof createBreakTimeline<Break>
>;
