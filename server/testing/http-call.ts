import { request as httpRequest, type Agent } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // Answers are JSON of many shapes; each test reads the fields it checks.
  body: Record<string, unknown> & { accessToken: string; refreshToken: string };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** More request headers; a list sends the header once per value. */
  headers?: Record<string, string | string[]>;
  /** The client's own loopback address (127.0.0.x), to be another client to the rate limits. */
  from?: string;
  agent?: Agent;
}

/** One HTTP call from a chosen loopback address (fetch cannot pick its source address). */
export function call(
  server: { origin: string },
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | string[]> = { ...options.headers };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      new URL(path, server.origin),
      { method, headers, localAddress: options.from ?? '127.0.0.1', agent: options.agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? JSON.parse(text) : {},
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
