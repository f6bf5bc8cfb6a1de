import type { LiveObjects } from '../../browser-kit/live-objects';
import type { SoakCounts, SoakState } from './soak-page';
import { summarize } from './stats';

/** One sample of the soak run. */
export interface SoakSample {
  /** Seconds since the page was opened. */
  atSeconds: number;
  label: string;
  objects: LiveObjects;
  counts: Omit<SoakCounts, 'events' | 'lastError'>;
  phase: SoakState['phase'];
  title: string;
}

/** Whether a figure stayed flat over the run. */
export interface SoakVerdict {
  figure: string;
  unit: string;
  /** Medians of the first and the last third of the samples after warm-up. */
  firstThird: number;
  lastThird: number;
  change: number;
  /** Least-squares slope over the samples after warm-up, per minute. */
  perMinute: number;
  max: number;
  verdict: 'flat' | 'growing' | 'too few samples';
}

interface Figure {
  figure: string;
  unit: string;
  pick(sample: SoakSample): number | undefined;
  /** The least change that counts as growth, given the first third's median. */
  growth(first: number): number;
}

const figures: Figure[] = [
  {
    figure: 'JS heap after GC',
    unit: 'MB',
    pick: (sample) => sample.objects.jsHeapUsedBytes / 1e6,
    // After a forced collection the heap varies by about 0.2 MB: growth is over 0.5 MB and 5%.
    growth: (first) => Math.max(0.5, first * 0.05),
  },
  {
    figure: '`<video>` elements in the document',
    unit: '',
    pick: (sample) => sample.objects.videoElements,
    growth: () => 1,
  },
  {
    figure: 'video elements alive in the heap',
    unit: '',
    pick: (sample) => sample.objects.liveVideoElements,
    growth: () => 1,
  },
  {
    figure: 'hls.js instances alive in the heap',
    unit: '',
    pick: (sample) => sample.objects.liveHlsInstances,
    growth: () => 1,
  },
  {
    figure: 'pending timeouts',
    unit: '',
    pick: (sample) => sample.objects.timers.timeouts,
    growth: () => 1,
  },
  {
    figure: 'active intervals',
    unit: '',
    pick: (sample) => sample.objects.timers.intervals,
    growth: () => 1,
  },
];

const median = (values: number[]) => summarize(values).median;

/** The least-squares slope of values over times (s), per minute. */
function slopePerMinute(times: number[], values: number[]): number {
  const n = values.length;
  if (n < 2) return Number.NaN;
  const meanT = times.reduce((sum, t) => sum + t, 0) / n;
  const meanV = values.reduce((sum, v) => sum + v, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (let i = 0; i < n; i++) {
    covariance += ((times[i] ?? 0) - meanT) * ((values[i] ?? 0) - meanV);
    variance += ((times[i] ?? 0) - meanT) ** 2;
  }
  return variance > 0 ? (covariance / variance) * 60 : Number.NaN;
}

/**
 * Flat or growing, per figure: the median of the last third of the samples after warm-up (from
 * the one labelled `warmedUp` on) against the median of the first third.
 */
export function soakVerdicts(samples: SoakSample[], warmedUp: string): SoakVerdict[] {
  const from = samples.findIndex((sample) => sample.label === warmedUp);
  const warm = from < 0 ? [] : samples.slice(from);
  const third = Math.floor(warm.length / 3);
  return figures.map(({ figure, unit, pick, growth }) => {
    const values = warm.map((sample) => pick(sample) ?? Number.NaN);
    const firstThird = median(values.slice(0, third));
    const lastThird = median(values.slice(warm.length - third));
    const change = lastThird - firstThird;
    return {
      figure,
      unit,
      firstThird,
      lastThird,
      change,
      perMinute: slopePerMinute(
        warm.map((sample) => sample.atSeconds),
        values,
      ),
      max: Math.max(...samples.map((sample) => pick(sample) ?? Number.NaN)),
      verdict: third < 1 ? 'too few samples' : change >= growth(firstThird) ? 'growing' : 'flat',
    };
  });
}
