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
    // What the code does: with no listener an event is kept, whether or not one listened before.
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
});
