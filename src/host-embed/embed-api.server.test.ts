// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('the embed API on a server', () => {
  it('imports without a document or a window, and does nothing', async () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
    const api = await import('./embed-api');
    expect(Object.keys(api).sort()).toEqual(['create', 'embedAll', 'playerOf', 'setPlayerUrl']);
    // Naming the player page is no work either: a server's module may do it.
    expect(() => api.setPlayerUrl('https://player.example/player/')).not.toThrow();
  });
});
