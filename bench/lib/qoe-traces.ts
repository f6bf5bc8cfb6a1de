/** A download bandwidth from a moment of the play on, ms after the page's navigation starts. */
export interface BandwidthStep {
  atMs: number;
  downMbit: number;
}

/** A network whose bandwidth changes while the page plays, one step after another. */
export interface QoeTrace {
  name: string;
  description: string;
  /** Round trip added to every request (DevTools' latency), ms. */
  latencyMs: number;
  /** Ordered by atMs, the first at 0. */
  steps: BandwidthStep[];
}

const latencyMs = 40;

// A phone on the move, in 2-second steps (committed, never drawn at run time): a start on a fair
// cell, a dip to 0.6–0.8 Mbit/s at 4–8 s while the players climb, peaks of 6, and two dips more.
const mobileMbit = [
  2.0, 1.2, 0.6, 0.8, 3.5, 5.0, 6.0, 2.5, 0.9, 0.6, 0.7, 1.8, 4.2, 5.5, 3.0, 1.4, 0.6, 0.9, 2.2,
  4.0, 6.0, 4.6, 2.7, 1.3, 0.7, 0.6, 1.5, 3.2, 5.1, 2.4,
];
const mobileStepMs = 2000;

export const qoeTraces: QoeTrace[] = [
  {
    name: 'steady 3 Mbit/s',
    description: '3 Mbit/s throughout',
    latencyMs,
    steps: [{ atMs: 0, downMbit: 3 }],
  },
  {
    name: 'mobile',
    description: `${mobileMbit.length} steps of ${mobileStepMs / 1000} s between ${Math.min(...mobileMbit)} and ${Math.max(...mobileMbit)} Mbit/s: ${mobileMbit.join(', ')}`,
    latencyMs,
    steps: mobileMbit.map((downMbit, i) => ({ atMs: i * mobileStepMs, downMbit })),
  },
  {
    name: 'fall to 1 Mbit/s',
    description: '10 Mbit/s, then 1 Mbit/s from 15 s on',
    latencyMs,
    steps: [
      { atMs: 0, downMbit: 10 },
      { atMs: 15_000, downMbit: 1 },
    ],
  },
];
