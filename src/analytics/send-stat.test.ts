import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStatSender } from './send-stat';

afterEach(() => {
  vi.restoreAllMocks();
});

// Stand-ins for frames: jsdom has a single window, which is its own top.
const frame = (own: object, top: unknown) => ({ ...own, top }) as unknown as Window;

describe('the statistics sender', () => {
  it("calls the player window's own sendStat first, as a method of that window", () => {
    const calls: unknown[] = [];
    const own = {
      sendStat(this: unknown, name: string, payload: object) {
        calls.push([this === win, name, payload]);
      },
    };
    const top = { sendStat: vi.fn() };
    const win = frame(own, top);
    createStatSender(win)('videoplayer_play', { first_playback: 1 });
    expect(calls).toEqual([[true, 'videoplayer_play', { first_playback: 1 }]]);
    expect(top.sendStat).not.toHaveBeenCalled();
  });

  it("else calls the top window's, looked up at each event", () => {
    const top: { sendStat?: (name: string, payload: object) => void } = {};
    const send = createStatSender(frame({}, top));
    send('videoplayer_pause', {});
    const sendStat = vi.fn();
    top.sendStat = sendStat;
    send('videoplayer_seek', { current_time: 3 });
    expect(sendStat).toHaveBeenCalledExactlyOnceWith('videoplayer_seek', { current_time: 3 });
  });

  it('drops the events when the top window is of another origin or has no function', () => {
    const crossOrigin = {
      get sendStat(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(() => createStatSender(frame({}, crossOrigin))('videoplayer_play', {})).not.toThrow();
    expect(() =>
      createStatSender(frame({}, { sendStat: 'nope' }))('videoplayer_play', {}),
    ).not.toThrow();
    expect(() => createStatSender(frame({}, null))('videoplayer_play', {})).not.toThrow();
  });

  it('hands an event it cannot deliver to the unreachable sender, and only such an event', () => {
    const crossOrigin = {
      get sendStat(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    const unreachable = vi.fn();
    createStatSender(frame({}, crossOrigin), unreachable)('videoplayer_play', { x: 1 });
    expect(unreachable).toHaveBeenCalledExactlyOnceWith('videoplayer_play', { x: 1 });

    const top = { sendStat: vi.fn() };
    const reachable = vi.fn();
    createStatSender(frame({}, top), reachable)('videoplayer_pause', {});
    expect(top.sendStat).toHaveBeenCalledOnce();
    expect(reachable).not.toHaveBeenCalled();
  });

  it("survives a host's function that throws, with a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = frame(
      {
        sendStat() {
          throw new Error('broken analytics');
        },
      },
      null,
    );
    expect(() => createStatSender(win)('videoplayer_play', {})).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
