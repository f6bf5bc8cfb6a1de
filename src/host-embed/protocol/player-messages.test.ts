import { describe, expect, it } from 'vitest';
import {
  encodePlayerMessage,
  playerMessageNames,
  readPlayerMessage,
  type PlayerMessage,
} from './player-messages';
import { playerMessageSamples, sampleEpisode } from './testing/message-samples';

const messages = Object.entries(playerMessageSamples).map(
  ([eventName, payload]) => ({ eventName, payload }) as PlayerMessage,
);

describe("the player page's messages", () => {
  it('are read by the embed script under exactly the names the player page can post', () => {
    expect([...playerMessageNames].sort()).toEqual(Object.keys(playerMessageSamples).sort());
  });

  it.each(messages)('$eventName comes back from its wire text as it was posted', (message) => {
    expect(readPlayerMessage(encodePlayerMessage(message))).toStrictEqual(message);
  });

  it('go as JSON text with both fields, the payload null when there is none (spec §7)', () => {
    expect(encodePlayerMessage({ eventName: 'settingsRequest', payload: undefined })).toBe(
      '{"eventName":"settingsRequest","payload":null}',
    );
    expect(readPlayerMessage('{"eventName":"enterFullScreen"}')).toStrictEqual({
      eventName: 'enterFullScreen',
      payload: undefined,
    });
  });

  it('keep the fields of an episode beyond those known to the protocol', () => {
    const episode = { ...sampleEpisode, releasedAt: '2024-05-01' };
    const text = JSON.stringify({ eventName: 'episodeChanged', payload: episode });
    expect(readPlayerMessage(text)?.payload).toEqual(episode);
  });

  const episodeChanged = (payload: unknown) =>
    JSON.stringify({ eventName: 'episodeChanged', payload });
  it.each([
    ['an object, not text', { eventName: 'enterFullScreen', payload: null }],
    ['text that is no JSON', 'enterFullScreen'],
    ['malformed JSON', '{"eventName":'],
    ['JSON that is no object', '42'],
    ['JSON null', 'null'],
    ['a JSON list', '["enterFullScreen",null]'],
    ['an unknown name', '{"eventName":"play","payload":null}'],
    ['a name in another case', '{"eventName":"EnterFullScreen","payload":null}'],
    ['an inherited property name', '{"eventName":"constructor","payload":null}'],
    ['another inherited property name', '{"eventName":"__proto__","payload":null}'],
    ['a name that is not text', '{"eventName":["enterFullScreen"],"payload":null}'],
    ['a host command', '{"kind":"pause"}'],
    ['another script’s message', '{"type":"resize","height":300}'],
    ['an episode change without its episode', '{"eventName":"episodeChanged"}'],
    ['an episode that is text', episodeChanged('7')],
    ['an episode that is a list', episodeChanged([sampleEpisode])],
    ['an episode whose id is not a number', episodeChanged({ ...sampleEpisode, id: '7' })],
    ['a fullscreen message with a payload', '{"eventName":"exitFullScreen","payload":{}}'],
    ['a settings request with a payload', '{"eventName":"settingsRequest","payload":0}'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 5],
  ])('are not taken from %s', (_label, data) => {
    expect(readPlayerMessage(data)).toBeUndefined();
  });
});
