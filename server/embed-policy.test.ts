import { describe, expect, it } from 'vitest';
import { useStandInApp } from './testing/use-stand-in-app';

describe('the embed policy beside the player page', () => {
  describe('by default', () => {
    const app = useStandInApp();

    it('allows no API origin besides the server’s own, and is never cached stale', async () => {
      const response = await app.inject('/player/embed-policy.json');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ apiOrigins: [] });
      expect(response.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('with EMBED_API_ORIGINS', () => {
    const app = useStandInApp({
      embedApiOrigins: ['https://catalogue.example', 'https://auth.example'],
    });

    it('lists the origins a host may point baseUrl and authUrl at', async () => {
      const response = await app.inject('/player/embed-policy.json');
      expect(response.json()).toEqual({
        apiOrigins: ['https://catalogue.example', 'https://auth.example'],
      });
    });
  });
});
