/** The `exp` claim of a JWT in seconds since the epoch, read without verifying the signature. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token's `exp` has passed; a token without a readable `exp` never expires (spec §7). */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 <= nowMs;
}
