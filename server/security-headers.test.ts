import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { directives } from './testing/csp';
import { useStandInApp } from './testing/use-stand-in-app';

// Stand-ins for vite's output, so these tests do not need a build; the media are the real ones.
const app = useStandInApp({ faults: true, corsOrigins: ['https://host.example'] });

// Every kind of answer: the player page and its assets, the API (answers, validation errors, not
// found, preflight), the auth service, media, ads, error reports, the host page and embed script.
const responses: [string, InjectOptions, number, RegExp | undefined][] = [
  ['the player page', { url: '/player/?movie_id=1' }, 200, /^text\/html/],
  ['a player script', { url: '/player/assets/index-abc123.js' }, 200, /javascript/],
  ['a player style sheet', { url: '/player/assets/index-abc123.css' }, 200, /^text\/css/],
  ['the VPAID frame page', { url: '/player/vpaid-frame.html' }, 200, /^text\/html/],
  ['the /player redirect', { url: '/player' }, 301, undefined],
  ['a catalogue answer', { url: '/api/contents/1' }, 200, /^application\/json/],
  ['a validation error', { url: '/api/contents/abc' }, 400, /^application\/json/],
  ['an unknown path', { url: '/api/nothing-here' }, 404, /^application\/json/],
  [
    'a CORS preflight',
    {
      method: 'OPTIONS',
      url: '/api/contents/1',
      headers: { origin: 'https://host.example', 'access-control-request-method': 'GET' },
    },
    204,
    undefined,
  ],
  [
    'a failed sign-in',
    {
      method: 'POST',
      url: '/auth/authentication',
      payload: { email: 'viewer@example.com', password: 'wrong' },
    },
    401,
    /^application\/json/,
  ],
  ['the VAST of an ad', { url: '/api/vast.xml?ad=preroll-short' }, 200, /xml/],
  ['a master playlist', { url: '/media/films/film-1/master.m3u8' }, 200, /mpegurl/],
  ['a media segment', { url: '/media/films/film-1/720p/seg_000.m4s' }, 200, /^video\//],
  ['an init segment', { url: '/media/films/film-1/720p/init_1.mp4' }, 200, /^video\/mp4/],
  ['a subtitle file', { url: '/media/films/film-1/subs-ru.vtt' }, 200, /^text\/vtt/],
  ['a poster', { url: '/media/posters/content-1.jpg' }, 200, /^image\/jpeg/],
  ['an ad creative', { url: '/media/ads/ad-4s.mp4' }, 200, /^video\/mp4/],
  ['the VPAID creative script', { url: '/media/ads/vpaid-demo.js' }, 200, /javascript/],
  [
    'a CDN stand-in’s fragment',
    { url: '/cdn/a/media/films/film-1/360p/seg_000.m4s' },
    200,
    /^video\//,
  ],
  ['the steering manifest', { url: '/cdn/steering?_HLS_pathway=a' }, 200, /^application\/json/],
  ['a tracking pixel', { url: '/ads/track?ad=a&event=start' }, 204, undefined],
  [
    'the error reports, refused without an admin',
    { url: '/sentry/events' },
    401,
    /^application\/json/,
  ],
  ['the demo host page', { url: '/' }, 200, /^text\/html/],
  ['the host page script', { url: '/host/host.js' }, 200, /javascript/],
  ['the embed script', { url: '/embed.js' }, 200, /javascript/],
  ['the embed module', { url: '/embed.mjs' }, 200, /javascript/],
  ['the pinned embed script', { url: '/embed/v1/embed.js' }, 200, /javascript/],
  ['the pinned embed module', { url: '/embed/v1/embed.mjs' }, 200, /javascript/],
];

describe('every answer', () => {
  it.each(responses)(
    '%s: nosniff, no X-Frame-Options, and the page policies if it is a page',
    async (_name, request, status, type) => {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // Host sites frame the player: nothing may forbid it.
      expect(response.headers['x-frame-options']).toBeUndefined();
      // Under nosniff a script or style sheet runs only with its own type, so each must declare it.
      if (type) expect(String(response.headers['content-type'])).toMatch(type);
      // Referrer-Policy and Permissions-Policy govern documents: pages carry them, nothing else.
      const isPage = String(response.headers['content-type']).startsWith('text/html');
      expect(response.headers['referrer-policy'] !== undefined, 'Referrer-Policy').toBe(isPage);
      expect(response.headers['permissions-policy'] !== undefined, 'Permissions-Policy').toBe(
        isPage,
      );
    },
  );

  it('includes one a fault rule sends in place of the route', async () => {
    await app.inject({
      method: 'POST',
      url: '/__faults',
      payload: {
        rules: [{ path: '/api/contents/2', times: 1, action: { kind: 'status', status: 503 } }],
      },
    });
    const response = await app.inject('/api/contents/2');
    expect(response.statusCode).toBe(503);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the player pages’ Content-Security-Policy', () => {
  it.each(['/player/', '/player/vpaid-frame.html'])(
    '%s may be framed by any site and runs no inline script and no eval',
    async (url) => {
      const response = await app.inject(url);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(['*']);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    },
  );

  it('keeps the player page’s scripts to its own origin', async () => {
    const response = await app.inject('/player/');
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
    ]);
  });
});

describe('the pages’ Referrer-Policy, Permissions-Policy and Cross-Origin-Opener-Policy', () => {
  const pages: [string, string][] = [
    ['the player page', '/player/?movie_id=1'],
    ['the VPAID frame page', '/player/vpaid-frame.html'],
    ['the demo host page', '/'],
    ['the ad landing page', '/ads/landing?ad=preroll-short'],
    ['a SIMID creative', '/media/simid/creatives/survey.html'],
  ];
  // What no page here uses: a page, and any creative framed in it, cannot ask for them.
  const turnedOff = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'];
  // What the player uses or passes on to its frames, and host sites pass on to it.
  const used = [
    'autoplay',
    'fullscreen',
    'picture-in-picture',
    'encrypted-media',
    'clipboard-write',
    'web-share',
  ];

  it.each(pages)(
    '%s sends its origin alone to other origins, and turns off what no page uses',
    async (_name, url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const features = new Map(
        String(response.headers['permissions-policy'])
          .split(',')
          .map((entry) => entry.trim().split('=') as [string, string]),
      );
      for (const feature of turnedOff) expect(features.get(feature), feature).toBe('()');
      for (const feature of used) expect(features.has(feature), feature).toBe(false);
    },
  );

  it('isolates the demo host page from windows that open it, not the player in its frame', async () => {
    const host = await app.inject('/');
    expect(host.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const player = await app.inject('/player/?movie_id=1');
    expect(player.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
