import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The built DRM chunk's URL path (its name is hashed), or undefined when the build has none. */
export function drmChunkPath(playerDir: string): string | undefined {
  try {
    const name = readdirSync(join(playerDir, 'assets')).find((file) =>
      /^stream-protection-[\w-]+\.js$/.test(file),
    );
    return name && `/player/assets/${name}`;
  } catch {
    return undefined;
  }
}

/** Whether this master playlist JSON's text names key systems: its stream is protected. */
export function namesKeySystems(json: string | undefined): boolean {
  if (json === undefined) return false;
  try {
    const drm: unknown = (JSON.parse(json) as { drm?: unknown }).drm;
    return typeof drm === 'object' && drm !== null && Object.keys(drm).length > 0;
  } catch {
    return false;
  }
}
