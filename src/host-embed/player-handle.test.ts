import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayer } from './player-handle';
import {
  encodePlayerMessage,
  type PlayerEventName,
  type PlayerMessage,
} from './protocol/player-messages';
import { playerMessageSamples } from './protocol/testing/message-samples';

const playerPage = 'https://player.example/player/';
const playerOrigin = 'https://player.example';

type PlayerEvent = Extract<PlayerMessage, { eventName: PlayerEventName }>;

// What the embed script handles itself rather than passing on to the host's handlers.
const scriptMessages = new Set(['settingsRequest', 'stat', 'reply']);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function embed(options: Parameters<typeof createPlayer>[1]) {
  const container = document.createElement('div');
  document.body.append(container);
  return createPlayer(container, { load: 'eager', ...options }, playerPage);
}

describe('embed settings through the embed script', () => {
  it('marks the frame address only when there are settings; never puts them in it', () => {
    expect(embed({ movieId: 1 }).iframe.src).toBe(`${playerPage}?movie_id=1`);
    const src = embed({ movieId: 1, baseUrl: 'https://catalogue.example/api' }).iframe.src;
    expect(src).toBe(`${playerPage}?movie_id=1&host_settings=1`);
  });

  it('answers its own frame’s request, to the player’s origin only, with its settings', () => {
    const settings = {
      adListUrl: 'https://ads.example/list.json',
      errorDsn: 'https://k@e.example/1',
    };
    const handle = embed({ movieId: 1, ...settings });
    const frameWindow = handle.iframe.contentWindow;
    if (!frameWindow) throw new Error('no frame window');
    const post = vi.spyOn(frameWindow, 'postMessage');
    const request = '{"eventName":"settingsRequest","payload":null}';

    // From another origin, or another window: no answer.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: frameWindow,
        origin: 'https://evil.example',
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: window,
        origin: 'https://player.example',
      }),
    );
    expect(post).not.toHaveBeenCalled();

    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        source: frameWindow,
        origin: 'https://player.example',
      }),
    );
    expect(post).toHaveBeenCalledWith(JSON.stringify({ kind: 'settings', settings }), {
      targetOrigin: 'https://player.example',
    });
    handle.destroy();
  });
});

describe("the player's events", () => {
  it('reach the handlers of every event the player page can post, with their payloads', () => {
    const handle = embed({ movieId: 1 });
    const events = Object.entries(playerMessageSamples)
      .map(([eventName, payload]) => ({ eventName, payload }) as PlayerMessage)
      .filter((message): message is PlayerEvent => !scriptMessages.has(message.eventName));
    const heard: unknown[] = [];
    for (const { eventName } of events) {
      handle.on(eventName, (payload) => heard.push({ eventName, payload }));
    }
    for (const message of events) {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: encodePlayerMessage(message),
          source: handle.iframe.contentWindow,
          origin: playerOrigin,
        }),
      );
    }
    expect(heard).toStrictEqual(events);
    handle.destroy();
  });
});
