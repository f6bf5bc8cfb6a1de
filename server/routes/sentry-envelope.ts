/** Limits of one envelope: what a browser SDK sends stays far below them. */
export const envelopeLimits = {
  /** Items in one envelope (Sentry's own relay takes a handful: an event, attachments, a replay). */
  items: 20,
  /** Bytes of one item's JSON header, and of one JSON payload that is read. */
  jsonBytes: 256 * 1024,
  /** Nesting depth of a JSON value that is read. */
  depth: 32,
};

/** An envelope that breaks the format or the limits; the collector answers 400 with its message. */
export class EnvelopeError extends Error {}

/**
 * Reads the error events of a Sentry envelope: a JSON header line, then items, each a JSON header
 * line and a payload of the header's `length` in bytes, else up to the next newline. The read
 * position only moves forward, every length is checked against what is left, and the number of
 * items, the size of what is parsed and its nesting are bounded, so no body makes it loop or spin.
 */
export function errorEventsOf(envelope: Buffer): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  let offset = lineEnd(envelope, 0) + 1;
  let items = 0;
  while (offset < envelope.length) {
    if (++items > envelopeLimits.items) {
      throw new EnvelopeError(`more than ${envelopeLimits.items} items`);
    }
    const headerEnd = lineEnd(envelope, offset);
    const header = readJson(envelope.subarray(offset, headerEnd)) as {
      type?: unknown;
      length?: unknown;
    };
    const start = Math.min(headerEnd + 1, envelope.length);
    const payloadEnd = payloadEndOf(envelope, start, header.length);
    if (header.type === 'event') {
      const event = readJson(envelope.subarray(start, payloadEnd));
      if (!event || typeof event !== 'object' || Array.isArray(event)) {
        throw new EnvelopeError('an event item is not a JSON object');
      }
      events.push(event as Record<string, unknown>);
    }
    // Past the payload and its newline: always further on than this item's header.
    offset = payloadEnd + 1;
  }
  return events;
}

// The index of the next newline at or after from, or the end of the buffer.
function lineEnd(buffer: Buffer, from: number): number {
  const newline = buffer.indexOf(10, from);
  return newline < 0 ? buffer.length : newline;
}

function payloadEndOf(envelope: Buffer, start: number, length: unknown): number {
  if (length === undefined) return lineEnd(envelope, start);
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) {
    throw new EnvelopeError('an item length is not a whole number of bytes');
  }
  if (length > envelope.length - start) {
    throw new EnvelopeError('an item is longer than the envelope');
  }
  return start + length;
}

function readJson(bytes: Buffer): unknown {
  if (bytes.length > envelopeLimits.jsonBytes) {
    throw new EnvelopeError(`a JSON part is over ${envelopeLimits.jsonBytes} bytes`);
  }
  if (nestingOf(bytes) > envelopeLimits.depth) {
    throw new EnvelopeError(`a JSON part nests deeper than ${envelopeLimits.depth}`);
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError('a part is not JSON');
  }
}

// The deepest bracket nesting outside strings: checked before JSON.parse, which recurses.
function nestingOf(bytes: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (inString) {
      if (byte === 0x5c) index += 1;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (byte === 0x5d || byte === 0x7d) depth -= 1;
  }
  return deepest;
}
