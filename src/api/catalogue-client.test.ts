import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createCatalogueClient } from './catalogue-client';

function recordingFetch(answer: () => Response) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input) => {
    calls.push(String(input));
    return Promise.resolve(answer());
  };
  return { calls, fetchImpl };
}

describe('createCatalogueClient', () => {
  it('asks for content and episodes under the base URL', async () => {
    const { calls, fetchImpl } = recordingFetch(() => Response.json({ id: 1 }));
    const client = createCatalogueClient('https://cat.example/api', fetchImpl);
    await client.getContent(1);
    await client.getEpisodes(1);
    await client.checkAvailable(1, 'host.example');
    expect(calls).toEqual([
      'https://cat.example/api/contents/1',
      'https://cat.example/api/episodes?contentId=1',
      'https://cat.example/api/contents/1/available?domain=host.example',
    ]);
  });

  it('throws an ApiError that knows a 404', async () => {
    const { fetchImpl } = recordingFetch(() => Response.json({ error: 'no' }, { status: 404 }));
    const error = await createCatalogueClient('/api', fetchImpl)
      .getContent(9999)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNotFound).toBe(true);
  });

  it('throws an ApiError for a body that is not JSON', async () => {
    const { fetchImpl } = recordingFetch(() => new Response('<html>', { status: 200 }));
    await expect(createCatalogueClient('/api', fetchImpl).getContent(1)).rejects.toThrow(
      /not JSON/,
    );
  });
});
