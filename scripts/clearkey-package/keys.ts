// The demo's content keys, committed beside the reference server's Clear Key license route.
import { readFileSync } from 'node:fs';
import { repoPath } from '../../server/paths';
import { hex } from './pssh';

export interface ContentKey {
  kid: Uint8Array;
  key: Uint8Array;
}

/** The key of one content (its `content` name in server/drm/clearkey-demo-keys.json). */
export function demoKey(content: string): ContentKey {
  const file = repoPath('server', 'drm', 'clearkey-demo-keys.json');
  const { keys } = JSON.parse(readFileSync(file, 'utf8')) as {
    keys: { content: string; kid: string; key: string }[];
  };
  const found = keys.find((entry) => entry.content === content);
  if (!found) throw new Error(`no key for ${content} in ${file}`);
  if (!/^[0-9a-f]{32}$/.test(found.kid) || !/^[0-9a-f]{32}$/.test(found.key)) {
    throw new Error(`the key of ${content} is not two 32-digit hex strings`);
  }
  return { kid: hex(found.kid), key: hex(found.key) };
}
