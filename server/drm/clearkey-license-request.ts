import { HttpError } from '../http-error';

/** What a Clear Key CDM asks for (W3C EME §9.1.3): key ids, base64url, and a session type. */
export interface LicenseRequest {
  kids: string[];
  type: SessionType;
}

export type SessionType = 'temporary' | 'persistent-license';

const sessionTypes: readonly string[] = ['temporary', 'persistent-license'];

/** The largest body read: 16 key ids take about 450 bytes. */
export const licenseBodyLimit = 4 * 1024;

/** Key ids one request may name: a stream has one a rendition group at most. */
export const maxKeyIds = 16;

/** A 16-byte key id in base64url without padding: 22 characters, the last carrying 2 bits (A, Q, g or w). */
export const keyIdPattern = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/**
 * hls.js posts the CDM's message as bytes with no type; other players send it typed as a blob,
 * as JSON or as text. Each is read as the same JSON.
 */
const acceptedMediaTypes = new Set(['application/octet-stream', 'application/json', 'text/plain']);

/** Whether a Content-Type header (or its absence) names a body this route reads. */
export function isAcceptedMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return acceptedMediaTypes.has(essence);
}

const example = '{"kids":["<key id>"],"type":"temporary"}';
const invalid = (message: string) => new HttpError(400, message);

/** The request a body holds; a 400 naming the first thing wrong with it. */
export function licenseRequestOf(body: unknown): LicenseRequest {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw invalid(`body is required: the CDM's license request, ${example}`);
  }
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalid(`body is not JSON: the CDM's license request is ${example}`);
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw invalid(`body must be an object: ${example}`);
  }
  const { kids, type = 'temporary', ...others } = request as Record<string, unknown>;
  // The format has these two members; anything else is a client that means something else.
  const other = Object.keys(others)[0];
  if (other !== undefined) {
    throw invalid(
      `body must NOT have additional properties: ${JSON.stringify(other.slice(0, 40))}`,
    );
  }
  if (!Array.isArray(kids) || kids.length === 0 || kids.length > maxKeyIds) {
    throw invalid(`body/kids must be an array of 1 to ${maxKeyIds} key ids`);
  }
  kids.forEach((kid: unknown, index) => {
    if (typeof kid !== 'string' || !keyIdPattern.test(kid)) {
      throw invalid(
        `body/kids/${index} must be a 16-byte key id in base64url without padding (22 characters)`,
      );
    }
  });
  if (typeof type !== 'string' || !sessionTypes.includes(type)) {
    throw invalid(`body/type must be one of ${sessionTypes.join(', ')}`);
  }
  return { kids: [...new Set(kids as string[])], type: type as SessionType };
}
