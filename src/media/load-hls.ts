import type Hls from 'hls.js';

export type HlsConstructor = typeof Hls;

let loading: Promise<HlsConstructor> | undefined;

/** Loads hls.js once; main.tsx starts it at boot so it downloads beside the catalogue calls. */
export function loadHls(): Promise<HlsConstructor> {
  loading ??= import('hls.js').then((module) => module.default);
  return loading;
}
