import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const playerPage = 'https://player.example/player/';

// Each test imports the embed API afresh: its default player page is the module's own state.
const freshEmbedApi = () => import('./embed-api');

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function container(): HTMLDivElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('the embed API', () => {
  it('refuses to embed before it knows the player page, saying how to name it', async () => {
    const { create } = await freshEmbedApi();
    expect(() => create(container(), { movieId: 1 })).toThrow(/playerUrl.*setPlayerUrl/);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('embeds from the page setPlayerUrl names, unless an embed names its own', async () => {
    const { create, setPlayerUrl } = await freshEmbedApi();
    setPlayerUrl(playerPage);
    expect(create(container(), { movieId: 1, load: 'eager' }).iframe.src).toBe(
      `${playerPage}?movie_id=1`,
    );
    const own = create(container(), {
      movieId: 2,
      load: 'eager',
      playerUrl: 'https://other.example/player/',
    });
    expect(own.iframe.src).toBe('https://other.example/player/?movie_id=2');
  });

  it('takes only an absolute player page', async () => {
    const { setPlayerUrl } = await freshEmbedApi();
    expect(() => setPlayerUrl('/player/')).toThrow();
  });

  it('embeds the declarative players once each, and knows their handles', async () => {
    const { embedAll, playerOf } = await freshEmbedApi();
    document.body.innerHTML = `<div data-video-player data-movie-id="2" data-season="1" data-load="eager" data-player-url="${playerPage}"></div>`;
    const [handle, ...others] = embedAll();
    expect(others).toEqual([]);
    expect(handle?.iframe.src).toBe(`${playerPage}?movie_id=2&season=1`);
    const element = document.querySelector('[data-video-player]');
    expect(element && playerOf(element)).toBe(handle);
    expect(embedAll()).toEqual([]);
  });
});

describe('the auto-embed entry', () => {
  it('embeds the declarative players when imported into a parsed page', async () => {
    document.body.innerHTML = `<div data-video-player data-movie-id="1" data-load="eager" data-player-url="${playerPage}"></div>`;
    const { playerOf } = await import('./auto');
    const element = document.querySelector('[data-video-player]');
    expect(element && playerOf(element)?.iframe.src).toBe(`${playerPage}?movie_id=1`);
  });

  it('waits for the document to be parsed when it is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await import('./auto');
    document.body.innerHTML = `<div data-video-player data-movie-id="1" data-load="eager" data-player-url="${playerPage}"></div>`;
    expect(document.querySelector('iframe')).toBeNull();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('iframe')?.src).toBe(`${playerPage}?movie_id=1`);
  });
});
