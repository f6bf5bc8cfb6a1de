/** The network classes of spec section 9. */
export type NetworkClass = 'gprs' | '2g' | '3g' | '4g' | 'wifi';

// Upper bounds in kB/s, exclusive (spec section 9).
const classes: [number, NetworkClass][] = [
  [50, 'gprs'],
  [300, '2g'],
  [1000, '3g'],
  [4000, '4g'],
];

/** The class of an estimated bandwidth in kB/s: gprs below 50, 2g below 300, 3g below 1000, 4g below 4000, else wifi. */
export function networkClass(kilobytesPerSecond: number): NetworkClass {
  for (const [limit, name] of classes) if (kilobytesPerSecond < limit) return name;
  return 'wifi';
}

/** kB/s from hls.js's estimate in bits/s, else the browser's downlink in Mbit/s; undefined when neither is known. */
export function estimatedBandwidth(
  hlsBitsPerSecond: number | undefined,
  connection: { downlink?: number } | undefined,
): number | undefined {
  if (hlsBitsPerSecond !== undefined && hlsBitsPerSecond > 0) return hlsBitsPerSecond / 8 / 1000;
  if (connection?.downlink !== undefined && connection.downlink > 0)
    return (connection.downlink * 1e6) / 8 / 1000;
  return undefined;
}
