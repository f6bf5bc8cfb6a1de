import { HttpError } from '../http-error';

/**
 * Refuses a new password that is among the first anyone guesses: digits only (a date, a phone
 * number), one character repeated, or the email or its part before the @. The schema already
 * asks for 8 characters at least. `field` names it in the 400, as a schema error would.
 */
export function refuseGuessablePassword(password: string, email: string, field: string): void {
  const lowered = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const localPart = at > 0 ? address.slice(0, at) : address;
  if (/^[0-9]+$/.test(password)) throw new HttpError(400, `${field} must not be digits only`);
  if (/^(.)\1*$/su.test(password)) {
    throw new HttpError(400, `${field} must not be one character repeated`);
  }
  if (lowered === address || lowered === localPart) {
    throw new HttpError(400, `${field} must not be the email or its part before the @`);
  }
}

// Control characters (NUL, escape, C1 controls) and the bidirectional overrides and isolates
// (U+202A–U+202E, U+2066–U+2069), which can make a name display as another.
const unsafeInName = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** Refuses a display name holding control or bidirectional-override characters. */
export function refuseUnsafeName(name: string, field: string): void {
  if (unsafeInName.test(name)) {
    throw new HttpError(
      400,
      `${field} must not hold control characters or bidirectional overrides (U+202A–U+202E, U+2066–U+2069)`,
    );
  }
}
