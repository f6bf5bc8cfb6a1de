import { describe, expect, it } from 'vitest';
import { creativeErrorCode } from './simid-codes';
import { simidClockTime } from './simid-environment';
import { creativeRequestName, dimensionsField, parseSimidMessage } from './simid-protocol';

const message = { sessionId: 's', messageId: 3, timestamp: 5, type: 'resolve', args: { a: 1 } };

describe('parseSimidMessage', () => {
  it('reads the JSON text SIMID sends, and the same object structured-cloned', () => {
    expect(parseSimidMessage(JSON.stringify(message))).toEqual(message);
    expect(parseSimidMessage(message)).toEqual(message);
  });

  it.each([
    ['text that is not JSON', '{"sessionId":'],
    ['JSON that is not an object', '[1,2]'],
    ['no session id', { ...message, sessionId: undefined }],
    ['a session id far longer than a UUID', { ...message, sessionId: 'x'.repeat(300) }],
    ['a negative message id', { ...message, messageId: -1 }],
    ['a fractional message id', { ...message, messageId: 1.5 }],
    ['a message id in text', { ...message, messageId: '3' }],
    ['no type', { ...message, type: '' }],
    ['null', null],
  ])('drops %s', (_case, data) => {
    expect(parseSimidMessage(data)).toBeUndefined();
  });

  it('takes a message without a timestamp as of time 0', () => {
    expect(parseSimidMessage({ ...message, timestamp: 'now' })?.timestamp).toBe(0);
  });
});

describe('creativeRequestName', () => {
  it.each([
    ['SIMID:Creative:requestSkip', 'requestskip'],
    // The IAB's example library spells some names its own way.
    ['SIMID:Creative:requestFullScreen', 'requestfullscreen'],
    ['simid:creative:LOG', 'log'],
    ['SIMID:Player:init', undefined],
    ['createSession', undefined],
  ])('names %s %s', (type, name) => {
    expect(creativeRequestName(type)).toBe(name);
  });
});

describe('dimensionsField', () => {
  it.each([
    [
      { x: 1.4, y: 2.6, width: 300, height: 50 },
      { x: 1, y: 3, width: 300, height: 50 },
    ],
    // The IAB's examples send the text of input fields.
    [
      { x: '10', y: '20', width: '30', height: '40' },
      { x: 10, y: 20, width: 30, height: 40 },
    ],
    [{ x: 1, y: 2, width: 3 }, undefined],
    [{ x: 1, y: 2, width: 3, height: 'tall' }, undefined],
    [{ x: '', y: 2, width: 3, height: 4 }, undefined],
    ['0,0,10,10', undefined],
  ])('reads %j as %j', (value, dimensions) => {
    expect(dimensionsField(value)).toEqual(dimensions);
  });
});

describe('creativeErrorCode', () => {
  it.each([
    [1104, 1104],
    [1199, 1199],
    // Only the creative's own range reaches the Error URLs; anything else is its catch-all.
    [1204, 1100],
    [902, 1100],
    [1104.5, 1100],
    ['1104', 1100],
    [undefined, 1100],
  ])('reports %j as %d', (value, code) => {
    expect(creativeErrorCode(value)).toBe(code);
  });
});

describe('simidClockTime', () => {
  it.each([
    [5, '00:00:05.000'],
    [3.25, '00:00:03.250'],
    [3725.5, '01:02:05.500'],
    [-1, '00:00:00.000'],
  ])('spells %d s as %s', (seconds, text) => {
    expect(simidClockTime(seconds)).toBe(text);
  });
});
