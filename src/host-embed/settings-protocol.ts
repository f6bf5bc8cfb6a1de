// The embed settings' part of the host protocol, under the name the player page imports it by.
export {
  hostSettingsParameter,
  pickEmbedSettings,
  type EmbedSettingsOptions,
} from './protocol/embed-settings';
export { settingsMessageKind } from './protocol/host-commands';
export { settingsRequestEvent } from './protocol/player-messages';
