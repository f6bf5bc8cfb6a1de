import { vi } from 'vitest';

/** A scriptable VPAID 2.0 creative: every method a spy, fire() sends one of its events. */
export function fakeCreative(version: unknown = '2.0') {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const state = {
    skippable: false as unknown,
    remaining: 10 as unknown,
    duration: 15 as unknown,
    volume: 1 as unknown,
  };
  return {
    state,
    handshakeVersion: vi.fn((_version: string) => version),
    initAd: vi.fn(),
    startAd: vi.fn(),
    stopAd: vi.fn(),
    skipAd: vi.fn(),
    pauseAd: vi.fn(),
    resumeAd: vi.fn(),
    resizeAd: vi.fn(),
    setAdVolume: vi.fn(),
    getAdVolume: vi.fn(() => state.volume),
    getAdSkippableState: vi.fn(() => state.skippable),
    getAdRemainingTime: vi.fn(() => state.remaining),
    getAdDuration: vi.fn(() => state.duration),
    subscribe: vi.fn((callback: (...args: unknown[]) => void, name: string) => {
      listeners.set(name, callback);
    }),
    fire: (name: string, ...args: unknown[]) => listeners.get(name)?.(...args),
  };
}

export type FakeCreative = ReturnType<typeof fakeCreative>;
