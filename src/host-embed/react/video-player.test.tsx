import { act, cleanup, render } from '@testing-library/react';
import { StrictMode, useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerHandle } from '../player-handle';
import {
  encodePlayerMessage,
  type PlayerEventName,
  type PlayerMessage,
} from '../protocol/player-messages';
import { playerMessageSamples } from '../protocol/testing/message-samples';
import { eventPropNames } from './event-props';
import { VideoPlayer, VideoPlayerFrame, type VideoPlayerFrameProps } from './video-player';

const playerUrl = 'https://player.example/player/';
const playerOrigin = 'https://player.example';

afterEach(() => vi.restoreAllMocks());

/** Posts a player message to the page as the frame's player page would. */
function postFromPlayer(frame: HTMLIFrameElement, message: PlayerMessage) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: encodePlayerMessage(message),
        source: frame.contentWindow,
        origin: playerOrigin,
      }),
    );
  });
}

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

describe('<VideoPlayerFrame>', () => {
  it('embeds one player at its options’ address, and its ref is that player’s handle', () => {
    const ref = { current: null as PlayerHandle | null };
    const { container } = render(
      <VideoPlayerFrame
        ref={ref}
        playerUrl={playerUrl}
        movieId={2}
        season={1}
        load="eager"
        className="box"
      />,
    );
    expect(frames()).toHaveLength(1);
    expect(frames()[0]?.src).toBe(`${playerUrl}?movie_id=2&season=1`);
    expect(container.querySelector('div.box > iframe')).toBe(frames()[0]);
    expect(ref.current?.iframe).toBe(frames()[0]);
    expect(typeof ref.current?.play).toBe('function');
  });

  it('gives the ref its handle before the parent’s effects run', () => {
    let seen: PlayerHandle | null = null;
    function Parent() {
      const ref = useRef<PlayerHandle>(null);
      useEffect(() => {
        seen = ref.current;
      }, []);
      return <VideoPlayerFrame ref={ref} playerUrl={playerUrl} movieId={1} load="eager" />;
    }
    render(<Parent />);
    expect(seen).not.toBeNull();
    expect((seen as PlayerHandle | null)?.iframe).toBe(frames()[0]);
  });

  it('leaves one frame under StrictMode, whose rehearsal’s player it destroyed', () => {
    const listeners = { added: 0, removed: 0 };
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, ...rest) => {
      if (type === 'message') listeners.added += 1;
      add(type, ...rest);
    });
    vi.spyOn(window, 'removeEventListener').mockImplementation((type, ...rest) => {
      if (type === 'message') listeners.removed += 1;
      remove(type, ...rest);
    });
    const ref = { current: null as PlayerHandle | null };
    render(
      <StrictMode>
        <VideoPlayerFrame ref={ref} playerUrl={playerUrl} movieId={1} load="eager" />
      </StrictMode>,
    );
    expect(frames()).toHaveLength(1);
    expect(ref.current?.iframe).toBe(frames()[0]);
    expect(listeners.added - listeners.removed).toBe(1);
  });

  it('destroys its player on unmount: the frame goes, and its calls are refused', async () => {
    const ref = { current: null as PlayerHandle | null };
    const { unmount } = render(
      <VideoPlayerFrame ref={ref} playerUrl={playerUrl} movieId={1} load="eager" />,
    );
    const handle = ref.current;
    unmount();
    expect(frames()).toEqual([]);
    expect(ref.current).toBeNull();
    await expect(handle?.play()).rejects.toThrow('destroyed');
  });

  it('calls the newest callbacks without making a new player', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <VideoPlayerFrame playerUrl={playerUrl} movieId={2} load="eager" onEpisodeChanged={first} />,
    );
    const [frame] = frames();
    rerender(
      <VideoPlayerFrame playerUrl={playerUrl} movieId={2} load="eager" onEpisodeChanged={second} />,
    );
    expect(frames()).toEqual([frame]);
    if (!frame) throw new Error('no frame');
    postFromPlayer(frame, {
      eventName: 'episodeChanged',
      payload: playerMessageSamples.episodeChanged,
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(playerMessageSamples.episodeChanged);
  });

  it('makes a new player when its options change, but not for equal ones or a new style', () => {
    const ref = { current: null as PlayerHandle | null };
    const { rerender } = render(
      <VideoPlayerFrame
        ref={ref}
        playerUrl={playerUrl}
        movieId={1}
        langOrder={['en']}
        load="eager"
      />,
    );
    const [first] = frames();
    const firstHandle = ref.current;
    rerender(
      <VideoPlayerFrame
        ref={ref}
        playerUrl={playerUrl}
        movieId={1}
        langOrder={['en']}
        load="eager"
        style={{ maxWidth: 960 }}
      />,
    );
    expect(frames()).toEqual([first]);
    expect(ref.current).toBe(firstHandle);

    rerender(
      <VideoPlayerFrame
        ref={ref}
        playerUrl={playerUrl}
        movieId={2}
        langOrder={['en']}
        load="eager"
      />,
    );
    expect(frames()).toHaveLength(1);
    expect(frames()[0]).not.toBe(first);
    expect(frames()[0]?.src).toBe(`${playerUrl}?movie_id=2&lang_order=en`);
    expect(ref.current).not.toBe(firstHandle);
    expect(ref.current?.iframe).toBe(frames()[0]);
  });

  it('hands every event of the player to its callback prop, with its payload', () => {
    const heard: [string, unknown][] = [];
    const callbacks = Object.fromEntries(
      Object.entries(eventPropNames).map(([, prop]) => [
        prop,
        (payload: unknown) => heard.push([prop, payload]),
      ]),
    );
    render(<VideoPlayerFrame playerUrl={playerUrl} movieId={1} load="eager" {...callbacks} />);
    const [frame] = frames();
    if (!frame) throw new Error('no frame');
    const names = Object.keys(eventPropNames) as PlayerEventName[];
    for (const eventName of names) {
      postFromPlayer(frame, {
        eventName,
        payload: playerMessageSamples[eventName],
      } as PlayerMessage);
    }
    expect(heard).toStrictEqual(
      names.map((eventName) => [eventPropNames[eventName], playerMessageSamples[eventName]]),
    );
  });

  describe('the episode, volume and mute, changed on a live player', () => {
    /** The calls the handle sent the player page, as its commands reached the frame. */
    function sentCalls(frame: HTMLIFrameElement): [string, unknown[]][] {
      const calls: [string, unknown[]][] = [];
      vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation((data: unknown) => {
        const command = JSON.parse(String(data)) as { kind: string; method: string; args: [] };
        if (command.kind === 'call') calls.push([command.method, command.args]);
      });
      return calls;
    }

    const ready = (frame: HTMLIFrameElement) =>
      postFromPlayer(frame, { eventName: 'ready', payload: playerMessageSamples.ready });

    function renderReady(props: Partial<VideoPlayerFrameProps> = {}) {
      const ref = { current: null as PlayerHandle | null };
      const view = render(
        <VideoPlayerFrame ref={ref} playerUrl={playerUrl} movieId={2} load="eager" {...props} />,
      );
      const [frame] = frames();
      if (!frame) throw new Error('no frame');
      const calls = sentCalls(frame);
      ready(frame);
      const rerender = (next: Partial<VideoPlayerFrameProps>) =>
        view.rerender(
          <VideoPlayerFrame ref={ref} playerUrl={playerUrl} movieId={2} load="eager" {...next} />,
        );
      return { ref, frame, handle: ref.current, calls, rerender };
    }

    it('moves to another episode with setEpisode, in the same player', () => {
      const { ref, frame, handle, calls, rerender } = renderReady({ episodeId: 201 });
      rerender({ episodeId: 202 });
      rerender({ episodeId: '203' });
      expect(frames()).toEqual([frame]);
      expect(ref.current).toBe(handle);
      expect(calls).toEqual([
        ['setEpisode', [202]],
        ['setEpisode', [203]],
      ]);
    });

    it('sets the volume and the mute with setVolume, mute and unmute, in the same player', () => {
      const { ref, frame, handle, calls, rerender } = renderReady({ volume: 1 });
      rerender({ volume: 0.3 });
      rerender({ volume: 0.3, muted: true });
      rerender({ volume: 0.3, muted: false });
      expect(frames()).toEqual([frame]);
      expect(ref.current).toBe(handle);
      expect(calls).toEqual([
        ['setVolume', [1]],
        ['setVolume', [0.3]],
        ['mute', []],
        ['unmute', []],
      ]);
    });

    it('gives a new player its volume and mute once it is ready', () => {
      const { calls } = renderReady({ volume: 0.5, muted: true });
      expect(calls).toEqual([
        ['setVolume', [0.5]],
        ['mute', []],
      ]);
    });

    it('asks nothing for an option taken away, or given again unchanged', () => {
      const { calls, rerender } = renderReady({ episodeId: 201, volume: 0.5 });
      calls.length = 0;
      rerender({ episodeId: 201, volume: 0.5 });
      rerender({});
      expect(calls).toEqual([]);
    });

    it('makes the player again for another episode before its page is ready', () => {
      const ref = { current: null as PlayerHandle | null };
      const { rerender } = render(
        <VideoPlayerFrame
          ref={ref}
          playerUrl={playerUrl}
          movieId={2}
          episodeId={201}
          load="eager"
        />,
      );
      const [first] = frames();
      const firstHandle = ref.current;
      rerender(
        <VideoPlayerFrame
          ref={ref}
          playerUrl={playerUrl}
          movieId={2}
          episodeId={202}
          load="eager"
        />,
      );
      expect(frames()).toHaveLength(1);
      expect(frames()[0]).not.toBe(first);
      expect(frames()[0]?.src).toBe(`${playerUrl}?movie_id=2&episode_id=202`);
      expect(ref.current).not.toBe(firstHandle);
      expect(ref.current?.iframe).toBe(frames()[0]);
    });

    it('warns of a refused call in the console, and of none once the player is gone', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { frame, rerender } = renderReady({ volume: 0.5 });
      rerender({ volume: 2 });
      // The second call (setVolume(2)), refused as the player page refuses it.
      postFromPlayer(frame, {
        eventName: 'reply',
        payload: { id: 2, error: 'volume must be a number from 0 to 1, not 2' },
      });
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(warn.mock.calls[0]?.[0]).toBe('[embed] setVolume was refused:');
      rerender({ volume: 0.25 });
      cleanup();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  it('is still there under its first name, VideoPlayer (deprecated)', () => {
    expect(VideoPlayer).toBe(VideoPlayerFrame);
  });
});
