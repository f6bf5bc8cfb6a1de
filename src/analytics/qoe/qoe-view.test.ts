import { describe, expect, it } from 'vitest';
import { createQoeView } from './qoe-view';

describe('a QoE view', () => {
  it('times the startup from the intent to the first frame, less the ad break between', () => {
    const view = createQoeView();
    view.intent(100);
    view.adBreak(true, 300);
    view.adBreak(false, 5300);
    view.playing(5700);
    expect(view.figures(6000)).toMatchObject({
      startupTimeMs: 600,
      exitBeforeStart: false,
      playingMs: 300,
    });
  });

  it('starts an autoplay’s clock at the page’s start, and a second play asked changes nothing', () => {
    const view = createQoeView({ intentAt: 0 });
    view.intent(400);
    view.playing(900);
    expect(view.figures(1000).startupTimeMs).toBe(900);
  });

  it('is an exit before start when asked to play and left before the first frame', () => {
    const view = createQoeView();
    view.intent(100);
    view.waiting(200);
    expect(view.figures(3000)).toMatchObject({
      startupTimeMs: null,
      exitBeforeStart: true,
      rebufferCount: 0,
    });
  });

  it('has nothing to tell when no play was asked and nothing played', () => {
    const view = createQoeView();
    expect(view.hasActivity()).toBe(false);
    expect(view.figures(5000)).toMatchObject({ exitBeforeStart: false, startupTimeMs: null });
  });

  it('counts and times a stall after the first frame', () => {
    const view = createQoeView({ intentAt: 0 });
    view.playing(500);
    view.waiting(2500);
    view.playing(6500);
    expect(view.figures(8500)).toMatchObject({
      rebufferCount: 1,
      rebufferDurationMs: 4000,
      playingMs: 4000,
    });
  });

  it('leaves a seek’s own wait out, and a stall that gives way to a seek ends there', () => {
    const view = createQoeView({ intentAt: 0 });
    view.playing(500);
    view.seeking(1000);
    view.waiting(1010);
    view.playing(3000);
    expect(view.figures(3000)).toMatchObject({ rebufferCount: 0, rebufferDurationMs: 0 });

    const stalled = createQoeView({ intentAt: 0 });
    stalled.playing(500);
    stalled.waiting(1000);
    stalled.seeking(2000);
    stalled.waiting(2010);
    stalled.playing(9000);
    expect(stalled.figures(9000)).toMatchObject({ rebufferCount: 1, rebufferDurationMs: 1000 });
  });

  it('stops a stall’s clock while paused, and goes on with the same stall after the play', () => {
    const view = createQoeView({ intentAt: 0 });
    view.playing(500);
    view.waiting(1000);
    view.pause(2000);
    view.play(10_000);
    view.playing(10_500);
    expect(view.figures(11_000)).toMatchObject({ rebufferCount: 1, rebufferDurationMs: 1500 });
  });

  it('ends a stall the view ends in, at the end', () => {
    const view = createQoeView({ intentAt: 0 });
    view.playing(500);
    view.waiting(1500);
    expect(view.figures(4500)).toMatchObject({ rebufferCount: 1, rebufferDurationMs: 3000 });
  });

  it('restarts the startup clock at the next play when paused before the start', () => {
    const view = createQoeView();
    view.intent(100);
    view.pause(200);
    view.intent(9000);
    view.playing(9400);
    expect(view.figures(9500)).toMatchObject({ startupTimeMs: 400, exitBeforeStart: false });
  });

  it('weighs the bitrate by time playing, and counts the switches', () => {
    const view = createQoeView({ intentAt: 0 });
    view.bitrate(328, 100);
    view.playing(1000);
    view.bitrate(823, 4000);
    view.pause(5000);
    view.bitrate(328, 6000);
    expect(view.figures(7000)).toMatchObject({
      bitrateSwitches: 2,
      // 3 s at 328 kbit/s and 1 s at 823.
      avgBitrateKbps: Math.round((3 * 328 + 823) / 4),
      playingMs: 4000,
    });
  });

  it('names the CDN of the last fragment, and counts its changes', () => {
    const view = createQoeView({ intentAt: 0, pathway: 'a' });
    view.playing(1000);
    view.pathway('a');
    view.pathway('b');
    view.pathway('a');
    expect(view.figures(2000)).toMatchObject({ pathway: 'a', pathwaySwitches: 2 });
  });

  it('has no average bitrate where no level was known while playing (native HLS)', () => {
    const view = createQoeView({ intentAt: 0 });
    view.playing(1000);
    expect(view.figures(2000).avgBitrateKbps).toBeNull();
  });

  it('keeps the code of the error the stream stopped on, before the first frame too', () => {
    const view = createQoeView({ intentAt: 0 });
    view.failed('manifestLoadError', 700);
    view.failed('later', 800);
    expect(view.hasActivity()).toBe(true);
    expect(view.figures(900)).toMatchObject({
      errorCode: 'manifestLoadError',
      exitBeforeStart: true,
      startupTimeMs: null,
    });
  });

  it('goes on after the page was hidden without a second startup', () => {
    const view = createQoeView({ started: true, bitrateKbps: 823 });
    expect(view.hasActivity()).toBe(false);
    view.playing(100);
    view.waiting(1100);
    view.playing(1600);
    expect(view.figures(2100)).toMatchObject({
      startupTimeMs: null,
      exitBeforeStart: false,
      rebufferCount: 1,
      rebufferDurationMs: 500,
      avgBitrateKbps: 823,
      playingMs: 1500,
    });
  });
});
