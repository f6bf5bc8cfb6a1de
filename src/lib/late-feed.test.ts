import { describe, expect, it } from 'vitest';
import { createLateFeed } from './late-feed';

describe('createLateFeed', () => {
  it('hands the events pushed before listen to the listener on listen, in order', () => {
    const feed = createLateFeed<string>();
    feed.push('a');
    feed.push('b');
    const heard: string[] = [];
    feed.listen((event) => heard.push(event));
    expect(heard).toEqual(['a', 'b']);
  });

  it('hands later events on as they are pushed, each once', () => {
    const feed = createLateFeed<string>();
    feed.push('early');
    const heard: string[] = [];
    feed.listen((event) => heard.push(event));
    feed.push('late');
    expect(heard).toEqual(['early', 'late']);
    feed.push('later');
    // The early one is not handed again with the later ones.
    expect(heard).toEqual(['early', 'late', 'later']);
  });

  it('hands nothing on listen when nothing was pushed', () => {
    const feed = createLateFeed<string>();
    const heard: string[] = [];
    feed.listen((event) => heard.push(event));
    expect(heard).toEqual([]);
  });

  it('hands nothing more to a listener once it is stopped', () => {
    const feed = createLateFeed<string>();
    const heard: string[] = [];
    const stop = feed.listen((event) => heard.push(event));
    feed.push('before stop');
    stop();
    feed.push('after stop');
    expect(heard).toEqual(['before stop']);
  });

  it('keeps the events pushed after a stop for the next listener, not those already handed', () => {
    const feed = createLateFeed<string>();
    feed.push('early');
    const first: string[] = [];
    const stop = feed.listen((event) => first.push(event));
    feed.push('heard');
    stop();
    feed.push('kept');
    const second: string[] = [];
    feed.listen((event) => second.push(event));
    expect(first).toEqual(['early', 'heard']);
    expect(second).toEqual(['kept']);
  });

  it('lets an old listener’s stop leave a newer listener alone', () => {
    const feed = createLateFeed<string>();
    const stopOld = feed.listen(() => undefined);
    const heard: string[] = [];
    feed.listen((event) => heard.push(event));
    stopOld();
    feed.push('still heard');
    expect(heard).toEqual(['still heard']);
  });

  it('hands an event pushed while the kept ones are handed on after them', () => {
    const feed = createLateFeed<string>();
    feed.push('1');
    feed.push('2');
    const heard: string[] = [];
    feed.listen((event) => {
      heard.push(event);
      if (event === '1') feed.push('3');
    });
    expect(heard).toEqual(['1', '2', '3']);
  });

  it('keeps at most 100 events for a listener that never comes', () => {
    const feed = createLateFeed<number>();
    for (let event = 0; event < 150; event++) feed.push(event);
    const heard: number[] = [];
    feed.listen((event) => heard.push(event));
    expect(heard).toEqual(Array.from({ length: 100 }, (_, event) => event));
  });
});
