function randomHex(bytes: number): string {
  // getRandomValues works outside secure contexts too, unlike randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A short id a viewer can read out to support. */
export function createErrorId(): string {
  return randomHex(4).toUpperCase();
}

/** An error-reporting event id: 32 hex digits, the form Sentry gives its events. */
export function createEventId(): string {
  return randomHex(16);
}
