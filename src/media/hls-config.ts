import type { HlsConfig } from 'hls.js';
import { cmcdHlsConfig, type CmcdView } from './cmcd/cmcd';
import { loadPolicies } from './load-policies';

/** What a content stream is played with besides its URL. */
export interface HlsStreamSettings {
  /** Where it starts, seconds (hls.js's own choice when undefined). */
  startTime: number | undefined;
  /** A protected stream's key systems and license requests. */
  protection?: Partial<HlsConfig>;
  /** The episode view its requests tell the CDN of (CMCD); none when CMCD is off. */
  cmcd?: CmcdView;
}

/** The hls.js settings of every content stream. */
export function hlsConfig({ startTime, protection, cmcd }: HlsStreamSettings): Partial<HlsConfig> {
  return {
    enableWorker: true,
    startPosition: startTime ?? -1,
    ...loadPolicies,
    ...cmcdHlsConfig(cmcd),
    ...protection,
  };
}
