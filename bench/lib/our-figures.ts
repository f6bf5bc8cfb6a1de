import type { LiveObjects } from '../../browser-kit/live-objects';
import type { OurFigureRow } from './report';
import { summarize, type Summary } from './stats';
import type { SwitchRun } from './switch-scenario';

export interface OurMeasures {
  /** Navigation start to the first frame: film 1 without ads, and content 2 (its first load). */
  firstFrameMs: number[];
  content2FirstFrameMs: number[];
  prerollFirstFrameMs: number[];
  switchRuns: SwitchRun[];
}

const heapGrowthLimitMB = 5;
const prerollLimit = 1.2;

const mb = (bytes: number) => bytes / 1e6;

const summary = (values: number[]) => (values.length ? summarize(values) : undefined);

const ratioOf = (value: Summary | undefined, reference: Summary | undefined) =>
  value && reference && reference.median > 0 ? value.median / reference.median : Number.NaN;

/** A figure of what lives in the page after the first and after the last switch, two rows. */
function liveRows(
  runs: SwitchRun[],
  figure: string,
  pick: (objects: LiveObjects) => number | undefined,
  limit?: { text: string; ok: (value: number) => boolean },
): OurFigureRow[] {
  const count = runs[0]?.switches.length ?? 0;
  return (
    [
      ['1 switch', (run: SwitchRun) => run.afterFirst],
      [`${count} switches`, (run: SwitchRun) => run.afterLast],
    ] as const
  ).map(([when, objectsOf]) => {
    const values = runs.map((run) => pick(objectsOf(run)) ?? Number.NaN);
    return {
      figure: `${figure} after ${when}`,
      unit: '',
      value: summary(values),
      target: limit && {
        text: limit.text,
        met: values.length > 0 && values.every((value) => limit.ok(value)),
      },
    };
  });
}

/** Our page's own figures (issue 9): episode switches, the pre-roll start, what stays alive. */
export function ourFigureRows(measures: OurMeasures): OurFigureRow[] {
  const { switchRuns } = measures;
  const film1 = summary(measures.firstFrameMs);
  const content2 = summary(measures.content2FirstFrameMs);
  const switchesVia = (via: 'next' | 'menu') =>
    summary(
      switchRuns.flatMap((run) =>
        run.switches.filter((one) => one.via === via).map((one) => one.frameMs),
      ),
    );
  const nextSwitch = switchesVia('next');
  const preroll = summary(measures.prerollFirstFrameMs);
  const count = switchRuns[0]?.switches.length ?? 0;
  const growth = switchRuns.map((run) =>
    mb(run.afterLast.jsHeapUsedBytes - run.afterFirst.jsHeapUsedBytes),
  );
  return [
    {
      figure: "episode switch ('Следующая серия'), click to the new episode's first frame",
      unit: 'ms',
      value: nextSwitch,
      reference: { figure: 'first load of content 2', value: content2 },
      target: {
        text: 'no slower than a first load (ratio ≤ 1.00)',
        met: ratioOf(nextSwitch, content2) <= 1,
      },
    },
    {
      figure: "episode switch (seasons menu, season 1's first episode), click to its first frame",
      unit: 'ms',
      value: switchesVia('menu'),
      reference: { figure: 'first load of content 2', value: content2 },
    },
    {
      figure: "pre-roll start, navigation start to the ad's first frame",
      unit: 'ms',
      value: preroll,
      reference: { figure: 'our first frame of film 1 without ads', value: film1 },
      target: {
        text: `ratio ≤ ${prerollLimit.toFixed(1)}`,
        met: ratioOf(preroll, film1) <= prerollLimit,
      },
    },
    ...liveRows(switchRuns, 'JS heap after GC', (objects) => mb(objects.jsHeapUsedBytes)).map(
      (row) => ({ ...row, unit: 'MB' }),
    ),
    {
      figure: `JS heap growth from 1 to ${count} switches`,
      unit: 'MB',
      value: summary(growth),
      target: {
        text: `≤ ${heapGrowthLimitMB} MB in every run`,
        met: growth.length > 0 && growth.every((value) => value <= heapGrowthLimitMB),
      },
    },
    ...liveRows(switchRuns, '`<video>` elements in the document', (o) => o.videoElements, {
      text: '1 in every run',
      ok: (value) => value === 1,
    }),
    ...liveRows(switchRuns, 'video elements alive in the heap', (o) => o.liveVideoElements, {
      text: '1 in every run',
      ok: (value) => value === 1,
    }),
    ...liveRows(switchRuns, 'hls.js instances alive in the heap', (o) => o.liveHlsInstances, {
      text: '≤ 1 in every run',
      ok: (value) => value <= 1,
    }),
    ...liveRows(switchRuns, 'pending timeouts', (o) => o.timers.timeouts),
    ...liveRows(switchRuns, 'active intervals', (o) => o.timers.intervals),
  ];
}
