import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { Cause } from '../../lib/cause';
import { createEmitter } from '../../lib/emitter';
import { watchQoeMoments, type QoeMediaState, type QoeViewIds } from './qoe-moments';
import { createQoeTracker, type QoeRecordFigures } from './qoe-tracker';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function tracked() {
  let clock = 0;
  const video = document.createElement('video');
  const store = createStore<QoeMediaState & { phase: string }>()(() => ({
    phase: 'loading',
    levels: [],
    currentLevel: -1,
    pathway: undefined,
    failure: undefined,
  }));
  const asked = createEmitter<{ asked: { change: string; cause: Cause } }>();
  const adEvents = createEmitter<{ adBreakStart: unknown; adBreakEnd: unknown }>();
  const records: { ids: QoeViewIds; figures: QoeRecordFigures }[] = [];
  const { take } = createQoeTracker((ids, figures) => records.push({ ids, figures }));
  const stop = watchQoeMoments(
    { video, media: store, asked, adBreaks: adEvents },
    take,
    () => clock,
  );
  // What the session tells besides: each episode's view, and its end.
  const tracker = {
    startView: (ids: QoeViewIds, intentAt: number | undefined) =>
      take({ kind: 'view-start', at: clock, ids, intentAt, droppedFrames: 0 }),
    endView: () => take({ kind: 'view-end', at: clock, droppedFrames: 0 }),
    dispose() {
      take({ kind: 'view-end', at: clock, droppedFrames: 0 });
      stop();
    },
  };
  const at = (ms: number, event?: string) => {
    clock = ms;
    if (event) video.dispatchEvent(new Event(event));
  };
  return { video, store, asked, adEvents, records, tracker, at };
}

const first = { sessionId: 'view-1', episodeId: 101 };
const second = { sessionId: 'view-2', episodeId: 102 };

afterEach(() => {
  visibility = 'visible';
});

describe('the QoE records of the film’s moments', () => {
  it('tells one record per episode view, a stall the episode changed in timed to the change', () => {
    const { tracker, records, at } = tracked();
    tracker.startView(first, 0);
    at(800, 'playing');
    at(3000, 'waiting');
    at(4500);
    tracker.startView(second, 4500);
    expect(records).toHaveLength(1);
    expect(records[0]?.ids).toEqual(first);
    expect(records[0]?.figures).toMatchObject({
      startupTimeMs: 800,
      rebufferCount: 1,
      rebufferDurationMs: 1500,
    });
    at(5000, 'playing');
    tracker.dispose();
    expect(records.map((record) => record.ids)).toEqual([first, second]);
    expect(records[1]?.figures).toMatchObject({ startupTimeMs: 500, rebufferCount: 0 });
  });

  it('takes a viewer’s play as the intent, not an ad break’s resume, and leaves the break out', () => {
    const { tracker, records, asked, adEvents, at } = tracked();
    tracker.startView(first, undefined);
    at(1000);
    asked.emit('asked', { change: 'play', cause: { by: 'viewer' } });
    at(1200);
    adEvents.emit('adBreakStart', { kind: 'preroll' });
    at(16_200);
    adEvents.emit('adBreakEnd', { kind: 'preroll' });
    asked.emit('asked', { change: 'play', cause: { by: 'ad-break' } });
    at(16_500, 'playing');
    tracker.endView();
    expect(records[0]?.figures.startupTimeMs).toBe(500);
  });

  it('ends the view when the page is hidden, and goes on as a new one when it is shown', () => {
    const { tracker, records, video, at } = tracked();
    tracker.startView(first, 0);
    at(600, 'playing');
    at(2600);
    setVisibility('hidden');
    expect(records).toHaveLength(1);
    expect(records[0]?.figures).toMatchObject({ startupTimeMs: 600, playingMs: 2000 });
    // Shown again, paused: the next play goes on without a second startup.
    Object.defineProperty(video, 'paused', { configurable: true, get: () => true });
    at(10_000);
    setVisibility('visible');
    at(11_000, 'play');
    at(11_100, 'playing');
    at(12_100, 'waiting');
    at(12_600, 'playing');
    tracker.dispose();
    expect(records).toHaveLength(2);
    expect(records[1]?.ids).toEqual(first);
    expect(records[1]?.figures).toMatchObject({
      startupTimeMs: null,
      exitBeforeStart: false,
      rebufferCount: 1,
      rebufferDurationMs: 500,
    });
  });

  it('tells nothing more for a page hidden again without anything played', () => {
    const { tracker, records, at } = tracked();
    tracker.startView(first, 0);
    at(600, 'playing');
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    tracker.dispose();
    expect(records).toHaveLength(1);
  });

  it('ends the view at the end of the film; a replay is a view of its own', () => {
    const { tracker, records, asked, at } = tracked();
    tracker.startView(first, 0);
    at(700, 'playing');
    at(60_700, 'ended');
    expect(records).toHaveLength(1);
    expect(records[0]?.figures.playingMs).toBe(60_000);
    at(70_000);
    asked.emit('asked', { change: 'play', cause: { by: 'viewer' } });
    at(70_300, 'playing');
    tracker.dispose();
    expect(records[1]?.figures).toMatchObject({ startupTimeMs: 300, exitBeforeStart: false });
  });

  it('reads the level’s bitrate and the failure from the media store', () => {
    const { tracker, records, store, at } = tracked();
    store.setState({
      levels: [{ bitrate: 327_800 }, { bitrate: 822_800 }],
    });
    tracker.startView(first, 0);
    at(100);
    store.setState({ currentLevel: 0 });
    at(500, 'playing');
    at(2500);
    store.setState({ currentLevel: 1 });
    at(4500);
    store.setState({
      phase: 'failed',
      failure: { kind: 'network', detail: 'fragLoadError', fatal: true },
    });
    tracker.dispose();
    expect(records[0]?.figures).toMatchObject({
      bitrateSwitches: 1,
      avgBitrateKbps: Math.round((327.8 + 822.8) / 2),
      errorCode: 'fragLoadError',
    });
  });

  it('reads the CDN from the media store, and carries it into the view that goes on after a hidden page', () => {
    const { tracker, records, store, at } = tracked();
    tracker.startView(first, 0);
    store.setState({ pathway: 'a' });
    at(500, 'playing');
    at(2000);
    store.setState({ pathway: 'b' });
    at(3000);
    setVisibility('hidden');
    setVisibility('visible');
    at(3500, 'playing');
    store.setState({ pathway: 'a' });
    tracker.dispose();
    expect(records.map((record) => record.figures)).toMatchObject([
      { pathway: 'b', pathwaySwitches: 1 },
      { pathway: 'a', pathwaySwitches: 1 },
    ]);
  });

  it('has no CDN for a stream on one', () => {
    const { tracker, records, at } = tracked();
    tracker.startView(first, 0);
    at(500, 'playing');
    tracker.dispose();
    expect(records[0]?.figures).toMatchObject({ pathway: null, pathwaySwitches: 0 });
  });

  it('tells an error before the first frame, with the exit before start', () => {
    const { tracker, records, store, at } = tracked();
    tracker.startView(first, 0);
    at(1200);
    store.setState({
      phase: 'failed',
      failure: { kind: 'manifest', detail: 'manifestLoadError', fatal: true },
    });
    tracker.endView();
    expect(records[0]?.figures).toMatchObject({
      errorCode: 'manifestLoadError',
      exitBeforeStart: true,
      startupTimeMs: null,
    });
  });
});
