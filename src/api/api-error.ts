/** The one error the API client throws: an answer that is not OK, or one it cannot read. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the request never got an answer (network failure). */
    readonly status: number,
    readonly url: string,
    /** The parsed error body ({ error, message } from the reference server), if any. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** True for the error an aborted request raises (AbortSignal): not a failure to show anyone. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}
