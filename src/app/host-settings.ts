import { hostSettingsParameter } from '../host-embed/settings-protocol';
import { isFramed } from '../embed/parent-messages';

/** Whether the embed script framed this page with settings to wait for (`host_settings=1`). */
export function expectsHostSettings(search: string, win: Window = window): boolean {
  return isFramed(win) && new URLSearchParams(search).get(hostSettingsParameter) === '1';
}
