import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from './paths';
import { directives } from './testing/csp';
import { useStandInApp } from './testing/use-stand-in-app';

// Any site may frame the SIMID creatives' pages and speak SIMID to them: each must sandbox itself
// and run no inline script, so that nothing a framing page makes it do runs at this origin.
const app = useStandInApp();

const simidDir = repoPath('media', 'simid');
const files = readdirSync(simidDir, { recursive: true, encoding: 'utf8' }).map((file) =>
  file.replaceAll('\\', '/'),
);
const pages = files.filter((file) => file.endsWith('.html'));

describe('the SIMID creatives’ pages', () => {
  it('are all found (the demo’s and the tests’ creatives, the advertiser’s page)', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'creatives/survey.html',
        'creatives/banner_nonlinear.html',
        'test-creatives/reject-init.html',
        'test-creatives/silent.html',
        'advertiser.html',
      ]),
    );
  });

  it.each(pages)(
    '/media/simid/%s sandboxes itself without its own origin, and runs no inline script',
    async (page) => {
      const response = await app.inject(`/media/simid/${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const header = String(response.headers['content-security-policy']);
      const csp = directives(header);
      // The flags the player's frame gives a creative (src/ads/simid/simid-frame.ts).
      expect(csp.get('sandbox')).toEqual([
        'allow-scripts',
        'allow-forms',
        'allow-popups',
        'allow-popups-to-escape-sandbox',
      ]);
      expect(header).not.toMatch(/allow-same-origin/);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      // Any page may frame it, a sandboxed one too (whose opaque origin no source matches).
      expect(csp.has('frame-ancestors')).toBe(false);
      // Nothing the CSP would refuse: every script is a file, no handler is an attribute.
      const html = readFileSync(`${simidDir}/${page}`, 'utf8');
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    },
  );

  it('give every other file there the same policy: whatever a browser shows as a page is sandboxed', async () => {
    const response = await app.inject('/media/simid/creatives/survey.js');
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('sandbox')).toContain('allow-scripts');
  });

  it('leave the rest of the media without it', async () => {
    const response = await app.inject('/media/ads/vpaid-demo.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
