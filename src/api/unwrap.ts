import { ApiError, isAbortError } from './api-error';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of an openapi-fetch call, or an ApiError; an abort stays an abort. */
export async function unwrap<T>(call: Promise<FetchResult<T>>, url: string): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (isAbortError(error)) throw error;
    // A body that is not JSON, or no answer at all.
    const status = error instanceof SyntaxError ? 200 : 0;
    throw new ApiError(`${url}: ${String(error)}`, status, url);
  }
  const { response } = result;
  if (!response.ok) {
    const message = readMessage(result.error) ?? response.statusText;
    throw new ApiError(
      `${url} answered ${response.status}: ${message}`,
      response.status,
      response.url || url,
      result.error,
    );
  }
  return result.data as T;
}

function readMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return typeof body === 'string' && body ? body.slice(0, 200) : undefined;
}
