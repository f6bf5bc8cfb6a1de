/** A message's fields, as read off the wire: nothing about them is known yet. */
export type MessageFields = { readonly [field: string]: unknown };

/** value's fields when it is an object (as a structured clone arrives); undefined otherwise. */
export function fieldsOf(value: unknown): MessageFields | undefined {
  return typeof value === 'object' && value !== null ? (value as MessageFields) : undefined;
}

/** The fields of the object that JSON text holds; undefined for any other text. */
export function parseFields(text: string): MessageFields | undefined {
  try {
    return fieldsOf(JSON.parse(text));
  } catch {
    // Other scripts on the page post arbitrary text; it is not for us.
    return undefined;
  }
}
