import { describe, expect, it } from 'vitest';
import { directives } from './testing/csp';
import { useStandInApp } from './testing/use-stand-in-app';

// A stand-in for vite's output, so these tests do not need a build.
const app = useStandInApp();

describe('the VPAID frame page', () => {
  it('lets scripts come from any http(s) origin, never inline or eval', async () => {
    const response = await app.inject('/player/vpaid-frame.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https:', 'http:']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(['*', 'data:', 'blob:']);
    expect(csp.get('img-src')).toEqual(['*', 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(['*']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sandboxes itself, whoever frames or opens it: scripts and popups, never its own origin', async () => {
    const response = await app.inject('/player/vpaid-frame.html');
    const csp = directives(response.headers['content-security-policy']);
    // The flags the player's iframe gives it (src/ads/vpaid/vpaid-host.ts).
    expect(csp.get('sandbox')).toEqual([
      'allow-scripts',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/allow-same-origin/);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(['*']);
  });

  it('leaves the player page its own policy: scripts from its origin only', async () => {
    const response = await app.inject('/player/');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it("serves the frame's script to its opaque origin (a module script is a CORS request)", async () => {
    const response = await app.inject({
      url: '/player/assets/vpaid-frame-abc123.js',
      headers: { origin: 'null' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });
});

describe('the demo VPAID ad', () => {
  it('serves the creative as JavaScript, open to any origin', async () => {
    const response = await app.inject('/media/ads/vpaid-demo.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toContain('window.getVPAIDAd = function');
  });

  it('points preroll-vpaid at the creative, with AdParameters naming served files', async () => {
    const response = await app.inject('/api/vast.xml?ad=preroll-vpaid');
    expect(response.statusCode).toBe(200);
    // inject() asks for localhost on port 80: an origin of this server, written without the port.
    const origin = 'http://localhost';
    const mediaFiles = [...response.body.matchAll(/<MediaFile ([^>]*)><!\[CDATA\[(.*?)\]\]>/g)];
    expect(mediaFiles.map(([, attributes, url]) => ({ attributes, url }))).toEqual([
      {
        attributes:
          'delivery="progressive" type="application/javascript" apiFramework="VPAID" width="640" height="360"',
        url: `${origin}/media/ads/vpaid-demo.js`,
      },
    ]);
    const parameters = /<AdParameters><!\[CDATA\[(.*?)\]\]><\/AdParameters>/.exec(response.body);
    expect(JSON.parse(parameters?.[1] ?? '')).toEqual({
      videoUrl: `${origin}/media/ads/ad-15s.mp4`,
      skippableAfter: 3,
      clickThrough: `${origin}/ads/landing?ad=preroll-vpaid`,
    });
    const video = await app.inject({ method: 'HEAD', url: '/media/ads/ad-15s.mp4' });
    expect(video.statusCode).toBe(200);
    const tracking = [...response.body.matchAll(/\/ads\/track\?ad=([\w-]+)&event=(\w+)/g)];
    expect(tracking.length).toBeGreaterThan(0);
    expect(new Set(tracking.map(([, ad]) => ad))).toEqual(new Set(['preroll-vpaid']));
  });
});
