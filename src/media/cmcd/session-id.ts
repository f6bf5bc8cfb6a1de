/** A new episode view's session id (CMCD's sid, the QoE record's session_id): a UUID v4. */
export function newSessionId(): string {
  // randomUUID exists in secure contexts only; a page served over plain http has the bytes alone.
  if (crypto.randomUUID) return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
