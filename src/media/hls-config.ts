/** The hls.js settings of every content stream, started at startTime (or hls.js's own choice). */
export function hlsConfig(startTime: number | undefined) {
  return { enableWorker: true, startPosition: startTime ?? -1 };
}
