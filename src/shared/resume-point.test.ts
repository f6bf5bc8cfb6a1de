import { describe, expect, it } from 'vitest';
import { resumePoint, startTimeWithin } from './resume-point';

const episode = { duration: 20, watchProgress: null };

describe('resumePoint', () => {
  it('takes episode_time first, then the local time, then the server’s watchProgress', () => {
    const withServer = { ...episode, watchProgress: 4 };
    expect(resumePoint(withServer, 8, 12)).toBe(12);
    expect(resumePoint(withServer, 8)).toBe(8);
    expect(resumePoint(withServer, undefined)).toBe(4);
  });

  it('offers nothing without a saved time, or at 0', () => {
    expect(resumePoint(episode, undefined)).toBeUndefined();
    expect(resumePoint(episode, 0)).toBeUndefined();
    expect(resumePoint({ ...episode, watchProgress: 0.4 }, undefined)).toBeUndefined();
  });

  it('offers nothing in the last 5 s, where the episode is as good as watched', () => {
    expect(resumePoint(episode, 14.9)).toBe(14);
    expect(resumePoint(episode, 15)).toBeUndefined();
    expect(resumePoint(episode, 40)).toBeUndefined();
  });

  it('offers any saved time when the catalogue does not know the duration', () => {
    expect(resumePoint({ duration: null, watchProgress: 3600 }, undefined)).toBe(3600);
  });

  it('reads a resume time in whole seconds', () => {
    expect(resumePoint(episode, 9.8)).toBe(9);
  });
});

describe('startTimeWithin', () => {
  it('keeps a t inside the episode, its last second included', () => {
    expect(startTimeWithin(episode, 0)).toBe(0);
    expect(startTimeWithin(episode, 12)).toBe(12);
    expect(startTimeWithin(episode, 19)).toBe(19);
  });

  it('drops a t at or past the end, and keeps any t when the duration is unknown', () => {
    expect(startTimeWithin(episode, 20)).toBeUndefined();
    expect(startTimeWithin(episode, 999)).toBeUndefined();
    expect(startTimeWithin({ duration: null }, 999)).toBe(999);
    expect(startTimeWithin(episode, undefined)).toBeUndefined();
  });
});
