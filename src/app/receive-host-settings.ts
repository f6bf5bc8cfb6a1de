import {
  hostSettingsParameter,
  pickEmbedSettings,
  settingsMessageKind,
  settingsRequestEvent,
  type EmbedSettingsOptions,
} from '../host-embed/settings-protocol';
import { parseParentMessage } from '../embed/parent-messages';
import { allowedHostSettings } from './host-settings-policy';

// A chunk of its own: only a page framed with host_settings=1 loads it, the boot stays small.

/** How long the page waits for its host's answer before it goes on with its own settings. */
export const hostSettingsWaitMs = 3000;

/** The host's settings, once it has answered and they are checked against the server's policy. */
export async function receiveHostSettings(pageUrl: string): Promise<EmbedSettingsOptions> {
  return allowedHostSettings(await requestHostSettings(), pageUrl);
}

/**
 * Asks the parent frame for its embed settings and resolves with them; with none (an empty
 * object) when no answer comes in time, as when a page frames the link without the embed script.
 */
export function requestHostSettings(
  win: Window = window,
  waitMs = hostSettingsWaitMs,
): Promise<EmbedSettingsOptions> {
  return new Promise((resolve) => {
    const finish = (settings: EmbedSettingsOptions) => {
      win.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(settings);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      // Only the framing host gives settings; any other window is ignored.
      if (event.source !== win.parent) return;
      const message = parseParentMessage(event.data);
      if (message?.kind !== settingsMessageKind) return;
      const { settings } = message as { settings?: unknown };
      finish(typeof settings === 'object' && settings !== null ? pickEmbedSettings(settings) : {});
    };
    const timer = setTimeout(() => {
      console.warn(
        `The player was framed with ${hostSettingsParameter}=1 but its host sent no settings in ` +
          `${waitMs} ms: it goes on with its own. Embed it with the embed script's create().`,
      );
      finish({});
    }, waitMs);
    win.addEventListener('message', onMessage);
    win.parent.postMessage(JSON.stringify({ eventName: settingsRequestEvent, payload: null }), '*');
  });
}
