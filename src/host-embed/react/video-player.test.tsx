import { act, render } from '@testing-library/react';
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
import { VideoPlayer, VideoPlayerFrame } from './video-player';

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

  it('is still there under its first name, VideoPlayer (deprecated)', () => {
    expect(VideoPlayer).toBe(VideoPlayerFrame);
  });
});
