import type { HlsConfig } from 'hls.js';

/**
 * The hls.js settings of every content stream, started at startTime (or hls.js's own choice),
 * with a protected stream's key systems and license requests.
 */
export function hlsConfig(
  startTime: number | undefined,
  protection: Partial<HlsConfig> = {},
): Partial<HlsConfig> {
  return { enableWorker: true, startPosition: startTime ?? -1, ...protection };
}
