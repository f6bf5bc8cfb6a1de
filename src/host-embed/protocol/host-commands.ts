import { pickEmbedSettings, type EmbedSettingsOptions } from './embed-settings';
import { hostApiVersion, type HostMethodName } from './host-api';
import { fieldsOf, parseFields, type MessageFields } from './message-fields';

/** The commands a host sends its player, each with its fields besides `kind`. */
export interface HostCommandFields {
  /** A click on the host page: the player closes its menus, as for a click outside them. */
  click: Record<never, never>;
  /** Pause playback. */
  pause: Record<never, never>;
  /**
   * The host page put the player's frame itself into fullscreen, or it left (the embed script's
   * fullscreen where a browser cannot pass the host's click on to the frame): the player shows it.
   */
  frameFullscreen: { fullscreen: boolean };
  /** The embed script's answer to the page's settingsRequest, sent to that frame alone. */
  settings: { settings: EmbedSettingsOptions };
  /** One method of the host API, answered by a `reply` of the same id (a versioned message). */
  call: {
    v: typeof hostApiVersion;
    id: number;
    /** One of HostMethodName when the embed script posts it; the player refuses any other. */
    method: HostMethodName | (string & {});
    args: unknown[];
  };
}

export type HostCommandKind = keyof HostCommandFields;

export type HostCommandOf<K extends HostCommandKind> = { kind: K } & HostCommandFields[K];

/** One command of the host: `{ kind, ...its fields }`. */
export type HostCommand = { [K in HostCommandKind]: HostCommandOf<K> }[HostCommandKind];

export const settingsMessageKind = 'settings' satisfies HostCommandKind;

// How each command is read from its fields, keeping only those it has; the keys are the one list
// of kinds both ends use.
const commandReaders: { [K in HostCommandKind]: (fields: MessageFields) => HostCommandOf<K> } = {
  click: () => ({ kind: 'click' }),
  pause: () => ({ kind: 'pause' }),
  frameFullscreen: ({ fullscreen }) => ({
    kind: 'frameFullscreen',
    fullscreen: fullscreen as boolean,
  }),
  settings: ({ settings }) => ({
    kind: 'settings',
    settings: pickEmbedSettings(fieldsOf(settings) ?? {}),
  }),
  call: ({ id, method, args }) => ({
    kind: 'call',
    v: hostApiVersion,
    id: id as number,
    method: method as string,
    args: Array.isArray(args) ? [...(args as unknown[])] : [],
  }),
};

// What a command of a kind must hold besides its kind to be read at all. A call's method is the
// player's to know (it refuses one it has not), so the page's first script need not list them.
const commandChecks: Partial<Record<HostCommandKind, (fields: MessageFields) => boolean>> = {
  frameFullscreen: ({ fullscreen }) => typeof fullscreen === 'boolean',
  call: ({ v, id, method }) =>
    v === hostApiVersion && Number.isSafeInteger(id) && typeof method === 'string',
};

// Marked pure so that the embed script, which reads no command, leaves the readers out.
/** The kind of every command the embed script may post and the player page reads. */
export const hostCommandKinds = /* @__PURE__ */ Object.keys(
  commandReaders,
) as readonly HostCommandKind[];

/** The command as the embed script posts it: JSON text (a host may also post the object itself). */
export function encodeHostCommand(command: HostCommand): string {
  return JSON.stringify(command);
}

/** A command of the host, given as an object or as JSON text, else undefined. */
export function readHostCommand(data: unknown): HostCommand | undefined {
  const fields = typeof data === 'string' ? parseFields(data) : fieldsOf(data);
  const kind = fields?.kind;
  if (!fields || !(hostCommandKinds as readonly unknown[]).includes(kind)) return undefined;
  if (commandChecks[kind as HostCommandKind]?.(fields) === false) return undefined;
  return commandReaders[kind as HostCommandKind](fields);
}
