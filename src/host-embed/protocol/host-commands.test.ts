import { describe, expect, it } from 'vitest';
import {
  encodeHostCommand,
  hostCommandKinds,
  readHostCommand,
  type HostCommand,
} from './host-commands';
import { hostCommandSamples } from './testing/message-samples';

const commands: HostCommand[] = Object.values(hostCommandSamples);

describe("the host's commands", () => {
  it('are read by the player page under exactly the kinds the embed script can post', () => {
    expect([...hostCommandKinds].sort()).toEqual(Object.keys(hostCommandSamples).sort());
  });

  it.each(commands)('$kind comes back from its wire text as it was posted', (command) => {
    expect(readHostCommand(encodeHostCommand(command))).toStrictEqual(command);
  });

  it.each(commands)('$kind is also taken as the object a host may post', (command) => {
    expect(readHostCommand(structuredClone(command))).toStrictEqual(command);
  });

  it('go as JSON text of the command (spec §7)', () => {
    expect(encodeHostCommand({ kind: 'pause' })).toBe('{"kind":"pause"}');
    expect(encodeHostCommand({ kind: 'click' })).toBe('{"kind":"click"}');
  });

  it('keep only the fields of their kind, and only the settings the page knows', () => {
    expect(readHostCommand('{"kind":"click","extra":1}')).toStrictEqual({ kind: 'click' });
    expect(
      readHostCommand({
        kind: 'settings',
        settings: { baseUrl: ' https://catalogue.example/api ', fullscreenMode: 'sideways', x: 1 },
      }),
    ).toStrictEqual({ kind: 'settings', settings: { baseUrl: 'https://catalogue.example/api' } });
    expect(readHostCommand('{"kind":"settings","settings":"all"}')).toStrictEqual({
      kind: 'settings',
      settings: {},
    });
  });

  it.each([
    ['malformed JSON', '{"kind":'],
    ['JSON that is not an object', '42'],
    ['JSON null', 'null'],
    ['an unknown kind', '{"kind":"play"}'],
    ['an inherited property name as kind', '{"kind":"__proto__"}'],
    ['another inherited property name as kind', { kind: 'constructor' }],
    ['a kind in another case', { kind: 'CLICK' }],
    ['a kind with a space', '{"kind":" click"}'],
    ['a kind that is not a string', { kind: 1 }],
    ['a kind in a list', { kind: ['pause'] }],
    ['a kind in an object', { kind: { kind: 'pause' } }],
    ['an object without kind', { eventName: 'click' }],
    ['a player message', '{"eventName":"enterFullScreen","payload":null}'],
    ['a map', new Map([['kind', 'pause']])],
    ['null', null],
    ['undefined', undefined],
    ['an array', ['click']],
    ['a number', 5],
  ])('are not taken from %s', (_label, data) => {
    expect(readHostCommand(data)).toBeUndefined();
  });

  it('take the host’s fullscreen of the frame only with a yes or no', () => {
    expect(readHostCommand('{"kind":"frameFullscreen","fullscreen":false}')).toStrictEqual({
      kind: 'frameFullscreen',
      fullscreen: false,
    });
    expect(readHostCommand({ kind: 'frameFullscreen', fullscreen: 'yes' })).toBeUndefined();
    expect(readHostCommand({ kind: 'frameFullscreen' })).toBeUndefined();
  });

  it.each([
    ['of another version', { kind: 'call', v: 2, id: 1, method: 'play', args: [] }],
    ['of the spec’s version (none)', { kind: 'call', id: 1, method: 'play', args: [] }],
    ['without a method name', { kind: 'call', v: 1, id: 1, method: 7, args: [] }],
    ['without a whole-number id', { kind: 'call', v: 1, id: '1', method: 'play', args: [] }],
  ])('ignore a call %s', (_label, call) => {
    expect(readHostCommand(call)).toBeUndefined();
    expect(readHostCommand(JSON.stringify(call))).toBeUndefined();
  });

  it('take a call’s arguments as a list, whatever came', () => {
    expect(readHostCommand({ kind: 'call', v: 1, id: 2, method: 'play', args: 'x' })).toStrictEqual(
      { kind: 'call', v: 1, id: 2, method: 'play', args: [] },
    );
  });
});
