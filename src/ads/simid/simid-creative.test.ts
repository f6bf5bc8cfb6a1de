import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectSimidCreative,
  type SimidCreativeOptions,
  type SimidFailure,
} from './simid-creative';
import type { CreativeRequest } from './simid-session';
import { fakeSimidCreative } from './testing/fake-simid-creative';

const deadlines = { sessionMs: 5000, initMs: 4000, startMs: 3000 };

function setup(overrides: Partial<SimidCreativeOptions> = {}) {
  const frame = document.createElement('iframe');
  frame.style.visibility = 'hidden';
  document.body.append(frame);
  const failures: SimidFailure[] = [];
  const requests: CreativeRequest[] = [];
  const onShown = vi.fn();
  const simid = connectSimidCreative({
    frame,
    initArgs: () => ({ environmentData: { version: '1.2' }, creativeData: { adParameters: '' } }),
    onRequest: (request) => requests.push(request),
    onShown,
    onFailed: (failure) => failures.push(failure),
    ...overrides,
  });
  return { frame, simid, failures, requests, onShown, creative: fakeSimidCreative(frame) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a SIMID creative’s start', () => {
  it('gets init as soon as it opens its session, and startCreative once it resolved it', async () => {
    const { simid, creative, frame, onShown } = setup();
    simid.start();
    expect(simid.state).toBe('loading');
    creative.createSession();
    expect(simid.state).toBe('initializing');
    expect(creative.lastOf('SIMID:Player:init')?.args).toEqual({
      environmentData: { version: '1.2' },
      creativeData: { adParameters: '' },
    });
    creative.resolve('SIMID:Player:init');
    expect(await simid.initialized).toBe(true);
    expect(creative.types()).toEqual([
      'resolve',
      'SIMID:Player:init',
      'SIMID:Player:startCreative',
    ]);
    // Hidden until the creative says it is ready to show.
    expect(frame.style.visibility).toBe('hidden');
    creative.resolve('SIMID:Player:startCreative');
    await vi.waitFor(() => expect(onShown).toHaveBeenCalledOnce());
    expect(simid.state).toBe('started');
    expect(frame.style.visibility).toBe('visible');
  });

  it('waits for start() before startCreative, however early init is resolved', async () => {
    const { simid, creative } = setup();
    creative.initialize();
    await simid.initialized;
    expect(creative.lastOf('SIMID:Player:startCreative')).toBeUndefined();
    simid.start();
    expect(creative.lastOf('SIMID:Player:startCreative')).toBeDefined();
  });

  it('drops a creative that rejects init, with the code it gave', async () => {
    const { simid, creative, frame, failures } = setup();
    creative.createSession();
    creative.reject('SIMID:Player:init', 1104, 'not on this site');
    expect(await simid.initialized).toBe(false);
    expect(failures).toEqual([{ code: 1104, message: 'the creative rejected init', fatal: false }]);
    expect(frame.isConnected).toBe(false);
    expect(simid.state).toBe('failed');
  });

  it('drops a creative that rejects startCreative, and reports an unknown code as 1100', async () => {
    const { simid, creative, failures, onShown } = setup();
    simid.start();
    creative.initialize();
    await simid.initialized;
    creative.reject('SIMID:Player:startCreative', 42);
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]).toMatchObject({ code: 1100, fatal: false });
    expect(onShown).not.toHaveBeenCalled();
  });

  it('drops a creative on its fatalError, at any step, with its code', async () => {
    const { simid, creative, failures, frame } = setup();
    simid.start();
    creative.initialize();
    creative.request('fatalError', { errorCode: 1108, errorMessage: 'broken' });
    expect(failures).toEqual([{ code: 1108, message: 'broken', fatal: true }]);
    expect(frame.isConnected).toBe(false);
  });

  it('refuses the creative’s requests before its init is answered, and passes them on after', async () => {
    const { simid, creative, requests } = setup();
    creative.createSession();
    const early = creative.request('requestPause');
    expect(creative.answerTo(early)).toMatchObject({
      type: 'reject',
      args: { value: { errorCode: 1211 } },
    });
    creative.resolve('SIMID:Player:init');
    await simid.initialized;
    creative.request('requestPause');
    expect(requests.map((request) => request.name)).toEqual(['requestpause']);
  });
});

describe('a SIMID creative’s deadlines', () => {
  it.each([
    ['no createSession', 5000, 1223, () => undefined],
    [
      'no answer to init',
      4000,
      1212,
      (creative: ReturnType<typeof setup>['creative']) => {
        creative.createSession();
      },
    ],
  ])('drops a creative after %s in time, with %d', (_case, ms, code, step) => {
    const { simid, creative, failures, frame } = setup({ deadlines });
    simid.start();
    step(creative);
    vi.advanceTimersByTime(ms - 1);
    expect(failures).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(failures).toEqual([{ code, message: expect.any(String), fatal: false }]);
    expect(frame.isConnected).toBe(false);
  });

  it('drops a creative that does not answer startCreative in time, with 1213', async () => {
    const { simid, creative, failures } = setup({ deadlines });
    simid.start();
    creative.initialize();
    await simid.initialized;
    vi.advanceTimersByTime(2999);
    expect(failures).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(failures).toEqual([{ code: 1213, message: expect.any(String), fatal: false }]);
  });

  it('without deadlines, waits as long as the ad lasts, and names the step still unanswered', async () => {
    const { simid, creative, failures } = setup();
    simid.start();
    expect(simid.unanswered()).toBe(1223);
    vi.advanceTimersByTime(60_000);
    creative.createSession();
    expect(simid.unanswered()).toBe(1212);
    creative.resolve('SIMID:Player:init');
    await simid.initialized;
    expect(simid.unanswered()).toBe(1213);
    creative.resolve('SIMID:Player:startCreative');
    await vi.waitFor(() => expect(simid.unanswered()).toBeUndefined());
    expect(failures).toEqual([]);
  });
});

describe('a SIMID creative’s end', () => {
  async function started(overrides: Partial<SimidCreativeOptions> = {}) {
    const context = setup(overrides);
    context.simid.start();
    context.creative.initialize();
    await context.simid.initialized;
    context.creative.resolve('SIMID:Player:startCreative');
    await vi.waitFor(() => expect(context.simid.state).toBe('started'));
    return context;
  }

  it.each([
    [{ type: 'skipped' } as const, 'SIMID:Player:adSkipped', undefined],
    [{ type: 'stopped', code: 2 } as const, 'SIMID:Player:adStopped', { code: 2 }],
    [
      { type: 'fatalError', code: 405, message: 'stalled' } as const,
      'SIMID:Player:fatalError',
      { errorCode: 405, errorMessage: 'stalled' },
    ],
  ])('hides it, tells it %j, and removes its frame once it resolves', async (how, type, args) => {
    const { simid, creative, frame } = await started();
    const gone = simid.end(how);
    expect(frame.style.visibility).toBe('hidden');
    expect(creative.lastOf(type)?.args).toEqual(args);
    expect(frame.isConnected).toBe(true);
    // Its last tracking pixels are still answered.
    creative.request('reportTracking', { trackingUrls: [] });
    creative.resolve(type);
    await gone;
    expect(frame.isConnected).toBe(false);
    expect(simid.state).toBe('ended');
  });

  it('removes the frame of a creative that does not answer after 2 s', async () => {
    const { simid, frame } = await started();
    void simid.end({ type: 'skipped' });
    vi.advanceTimersByTime(1999);
    expect(frame.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(frame.isConnected).toBe(false);
  });

  it('removes the frame at once when told so (the page leaves), or when the creative never initialized', async () => {
    const { simid, creative, frame } = await started();
    await simid.end({ type: 'stopped', code: 3 }, { now: true });
    expect(frame.isConnected).toBe(false);
    expect(creative.lastOf('SIMID:Player:adStopped')).toBeUndefined();

    const silent = setup();
    await silent.simid.end({ type: 'stopped', code: 2 });
    expect(silent.frame.isConnected).toBe(false);
    expect(await silent.simid.initialized).toBe(false);
  });

  it('reports no failure once ended', async () => {
    const { simid, creative, failures } = await started();
    void simid.end({ type: 'skipped' });
    creative.request('fatalError', { errorCode: 1108 });
    expect(failures).toEqual([]);
  });
});

describe('the page’s visibility', () => {
  it('tells an initialized creative the page went to the background and came back', async () => {
    const { simid, creative } = setup();
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    creative.initialize();
    await simid.initialized;
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(creative.types().filter((type) => type.startsWith('SIMID:Player:app'))).toEqual([
      'SIMID:Player:appBackgrounded',
      'SIMID:Player:appForegrounded',
    ]);
  });
});
