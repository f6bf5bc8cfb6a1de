/** Whether error is the DOMException of that name (a refused play, a closed picker). */
export function isDomError(error: unknown, name: string): boolean {
  return error instanceof DOMException && error.name === name;
}
