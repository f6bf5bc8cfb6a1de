import { listenToParent, postToParent } from '../embed/parent-messages';
import {
  hostSettingsParameter,
  type EmbedSettingsOptions,
} from '../host-embed/protocol/embed-settings';
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
      stopListening();
      clearTimeout(timer);
      resolve(settings);
    };
    // Only the framing host gives settings (listenToParent ignores any other window).
    const stopListening = listenToParent({ settings: ({ settings }) => finish(settings) }, win);
    const timer = setTimeout(() => {
      console.warn(
        `The player was framed with ${hostSettingsParameter}=1 but its host sent no settings in ` +
          `${waitMs} ms: it goes on with its own. Embed it with the embed script's create().`,
      );
      finish({});
    }, waitMs);
    postToParent('settingsRequest', undefined, win);
  });
}
