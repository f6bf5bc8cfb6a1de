import { describe, expect, it } from 'vitest';
import { responseValidator, type Answer } from './response-validator';

const contract = responseValidator();

const json = (method: string, url: string, status: number, body: unknown): Answer => ({
  method,
  url,
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
});

const content = {
  id: 1,
  slug: 'test-film',
  title: 'Тестовый фильм',
  description: null,
  hasMultipleEpisodes: false,
  posterUrl: null,
  contentType: { slug: 'film' },
  kinopoiskId: null,
  year: 2024,
  countries: [],
  languages: [],
  rating: { kinopoisk: { value: null }, imdb: { value: null, url: null } },
};

describe('the response validator', () => {
  it('finds the operation of a request and passes an answer that matches its schema', () => {
    expect(contract.check(json('GET', '/api/contents/1', 200, content))).toEqual({
      operationId: 'getContent',
    });
  });

  it('names the operation and the schema error of a body that does not match', () => {
    // JSON leaves an undefined field out.
    const withoutRating = { ...content, rating: undefined };
    expect(contract.check(json('GET', '/api/contents/1', 200, withoutRating))).toEqual({
      operationId: 'getContent',
      problem: "body must have required property 'rating'",
    });
    const badDate = { id: 1, contentId: 1, episodeId: null, time: 1, createdAt: 'yesterday' };
    expect(contract.check(json('POST', '/api/contents/1/history', 201, badDate))).toEqual({
      operationId: 'addHistory',
      problem: 'body/createdAt must match format "date-time"',
    });
  });

  it('checks an error answer against the shared Error response', () => {
    const answer = json('GET', '/api/contents/9', 404, { error: 'Not Found' });
    expect(contract.check(answer).problem).toBe("body must have required property 'message'");
  });

  it('refuses a status the operation does not document, and a media type it does not declare', () => {
    expect(contract.check(json('GET', '/api/contents/1', 418, {})).problem).toBe(
      'status 418 is not among its responses (200,400,404)',
    );
    const text = { ...json('GET', '/api/vast.xml', 200, '<VAST/>'), contentType: 'text/plain' };
    expect(contract.check(text)).toEqual({
      operationId: 'getVast',
      problem: 'Content-Type text/plain is not the declared application/xml',
    });
  });

  it('tells a literal path from a templated one, and the services by their prefix', () => {
    const answer = (method: string, url: string) => contract.check(json(method, url, 401, {}));
    expect(answer('GET', '/api/categories/tree/content-type/1').operationId).toBe(
      'getCategoryTree',
    );
    expect(answer('GET', '/api/categories/new/content-type/1').operationId).toBe('getCategory');
    expect(answer('POST', '/api/playlists/new').operationId).toBe('createPlaylist');
    expect(answer('POST', '/auth/authentication').operationId).toBe('signIn');
    expect(answer('POST', '/api/authentication')).toEqual({
      operationId: '(none)',
      problem: 'api/openapi.yaml has no POST /api/authentication',
    });
  });
});
