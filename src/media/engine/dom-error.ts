/** Whether error is the DOMException of that name (a refused play, a closed picker). */
export function isDomError(error: unknown, name: string): boolean {
  return error instanceof DOMException && error.name === name;
}

/** An error's name as the browser gave it ('NotAllowedError'…), or 'Error' for anything else. */
export function errorName(error: unknown): string {
  return error instanceof DOMException || error instanceof Error ? error.name : 'Error';
}
