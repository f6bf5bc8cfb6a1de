import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoPath } from './paths';
import { useTestServer } from './testing/use-test-server';
import { vastMacroNames } from './vast-macros';

/** The part of jsdom this test uses: its strict XML parser (jsdom ships no types). */
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
interface XmlElement {
  nodeName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
interface Jsdom {
  JSDOM: new () => {
    window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } };
  };
}

const jsdomModule = 'jsdom';
const { JSDOM }: Jsdom = await import(/* @vite-ignore */ jsdomModule);
const parser = new new JSDOM().window.DOMParser();

const specification = parse(readFileSync(repoPath('api', 'openapi.yaml'), 'utf8'));
const vastParameters: { name: string; schema: { enum?: string[] } }[] =
  specification.paths['/vast.xml'].get.parameters;
const adNames = vastParameters.find((parameter) => parameter.name === 'ad')?.schema.enum ?? [];
// preroll-vpaid is tested with the VPAID creative it points at.
const names = adNames.filter((name) => name !== 'preroll-vpaid');

const server = useTestServer();

async function getVast(query: string) {
  const response = await fetch(`${server.origin}/api/vast.xml?${query}`);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

function parseXml(text: string): XmlDocument {
  const document = parser.parseFromString(text, 'text/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const texts = (document: XmlDocument, tag: string) =>
  Array.from(document.getElementsByTagName(tag), (element) => element.textContent?.trim() ?? '');

const attributes = (document: XmlDocument, tag: string, name: string) =>
  Array.from(document.getElementsByTagName(tag), (element) => element.getAttribute(name));

async function vastDocument(query: string): Promise<XmlDocument> {
  const { text } = await getVast(query);
  return parseXml(text);
}

describe('the demo VAST templates', () => {
  it('covers every ad name but preroll-vpaid', () => {
    expect(names).toEqual([
      'preroll-skippable',
      'preroll-nonskippable',
      'preroll-short',
      'preroll-vast2',
      'preroll-vast4',
      'wrapper',
      'empty',
      'two-ads',
      'unsupported-media',
      'media-missing',
      'javascript-click',
      'macros',
      'simid-survey',
      'simid-silent',
      'simid-reject-init',
      'simid-nonlinear',
    ]);
  });

  const versions: Record<string, string> = {
    'preroll-vast2': '2.0',
    'preroll-vast4': '4.1',
    macros: '4.1',
    'simid-survey': '4.1',
    'simid-silent': '4.1',
    'simid-reject-init': '4.1',
    'simid-nonlinear': '4.1',
  };
  const adCounts: Record<string, number> = { empty: 0, 'two-ads': 2 };

  it.each(names)('serves %s as VAST XML, every URL on the server origin', async (name) => {
    const { status, type, text } = await getVast(`ad=${name}`);
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    expect(text).not.toContain('{{');
    const document = parseXml(text);
    expect(document.documentElement.nodeName).toBe('VAST');
    expect(document.documentElement.getAttribute('version')).toBe(versions[name] ?? '3.0');
    expect(document.getElementsByTagName('Ad')).toHaveLength(adCounts[name] ?? 1);
    const urls = text.match(/\bhttps?:\/\/[^\s<\]"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${server.origin}/`)).toBe(true);
  });

  it('answers 400 for an unknown ad name', async () => {
    expect((await getVast('ad=preroll-unknown')).status).toBe(400);
  });

  it.each(['depth=11', 'depth=0', 'depth=two'])(
    'answers 400 for the wrapper with %s',
    async (depth) => {
      expect((await getVast(`ad=wrapper&${depth}`)).status).toBe(400);
    },
  );
});

describe('the wrapper template', () => {
  const tagUri = async (query: string) => texts(await vastDocument(query), 'VASTAdTagURI');

  it.each([
    ['ad=wrapper&depth=3', 'ad=wrapper&depth=2'],
    ['ad=wrapper&depth=2', 'ad=wrapper&depth=1'],
    ['ad=wrapper&depth=1', 'ad=preroll-short'],
    ['ad=wrapper', 'ad=preroll-short'],
    ['ad=wrapper&depth=10', 'ad=wrapper&depth=9'],
  ])('%s points to %s', async (query, next) => {
    expect(await tagUri(query)).toEqual([`${server.origin}/api/vast.xml?${next}`]);
  });

  it('leads from depth 3 through three wrappers to the preroll-short inline ad', async () => {
    const hops: string[] = [];
    let url = `${server.origin}/api/vast.xml?ad=wrapper&depth=3`;
    for (;;) {
      const document = parseXml(await (await fetch(url)).text());
      const next = texts(document, 'VASTAdTagURI')[0];
      if (!next) {
        expect(attributes(document, 'Ad', 'id')).toEqual(['preroll-short']);
        break;
      }
      hops.push(url.slice(server.origin.length));
      url = next;
    }
    expect(hops).toEqual([
      '/api/vast.xml?ad=wrapper&depth=3',
      '/api/vast.xml?ad=wrapper&depth=2',
      '/api/vast.xml?ad=wrapper&depth=1',
    ]);
  });

  it('tracks its own impression and errors as ad=wrapper', async () => {
    const document = await vastDocument('ad=wrapper&depth=2');
    expect(texts(document, 'Impression')).toEqual([
      `${server.origin}/ads/track?ad=wrapper&event=impression`,
    ]);
    expect(texts(document, 'Error')).toEqual([
      `${server.origin}/ads/track?ad=wrapper&event=error&code=[ERRORCODE]`,
    ]);
  });
});

describe('the content of the templates', () => {
  it('makes preroll-short a 4 s non-skippable ad with a progress event at 2 s', async () => {
    const document = await vastDocument('ad=preroll-short');
    expect(texts(document, 'Duration')).toEqual(['00:00:04']);
    expect(attributes(document, 'Linear', 'skipoffset')).toEqual([null]);
    expect(attributes(document, 'Tracking', 'event')).toEqual([
      'start',
      'firstQuartile',
      'midpoint',
      'thirdQuartile',
      'complete',
      'pause',
      'resume',
      'mute',
      'unmute',
      'skip',
      'progress',
    ]);
    expect(attributes(document, 'Tracking', 'offset').at(-1)).toBe('00:00:02');
    expect(texts(document, 'ClickThrough')).toEqual([
      `${server.origin}/ads/landing?ad=preroll-short`,
    ]);
    expect(texts(document, 'ClickTracking')).toEqual([
      `${server.origin}/ads/track?ad=preroll-short&event=click`,
    ]);
    expect(texts(document, 'MediaFile')).toEqual([`${server.origin}/media/ads/ad-4s.mp4`]);
  });

  it('makes preroll-vast4 skippable after 00:03, with an Impression id', async () => {
    const document = await vastDocument('ad=preroll-vast4');
    expect(attributes(document, 'Linear', 'skipoffset')).toEqual(['00:03']);
    expect(attributes(document, 'Impression', 'id')).toEqual(['preroll-vast4-impression']);
  });

  it('gives the empty VAST only a root Error URL', async () => {
    const document = await vastDocument('ad=empty');
    expect(texts(document, 'Error')).toEqual([
      `${server.origin}/ads/track?ad=empty&event=error&code=[ERRORCODE]`,
    ]);
  });

  it('gives every URL of the macros ad but its landing page every VAST macro the player fills', async () => {
    const document = await vastDocument('ad=macros');
    const urls = ['Error', 'Impression', 'Tracking', 'ClickTracking'].flatMap((tag) =>
      texts(document, tag),
    );
    expect(urls).toHaveLength(15);
    for (const url of urls) {
      const query = new URL(url).searchParams;
      expect(query.get('ad')).toBe('macros');
      for (const name of vastMacroNames) expect(query.get(name.toLowerCase())).toBe(`[${name}]`);
    }
    expect(texts(document, 'ClickThrough')).toEqual([`${server.origin}/ads/landing?ad=macros`]);
  });

  it('gives unsupported-media only a video/x-flv file', async () => {
    const document = await vastDocument('ad=unsupported-media');
    expect(attributes(document, 'MediaFile', 'type')).toEqual(['video/x-flv']);
  });

  it('gives javascript-click a script title and a javascript: click-through', async () => {
    const document = await vastDocument('ad=javascript-click');
    expect(texts(document, 'AdTitle')).toEqual(['<script>alert(1)</script>']);
    expect(texts(document, 'ClickThrough')).toEqual(['javascript:alert(document.cookie)']);
  });
});

describe('the SIMID templates', () => {
  it.each([
    ['simid-survey', 'creatives/survey.html', '/media/ads/ad-15s.mp4'],
    ['simid-silent', 'test-creatives/silent.html', '/media/ads/ad-4s.mp4'],
    ['simid-reject-init', 'test-creatives/reject-init.html', '/media/ads/ad-4s.mp4'],
  ])('gives %s a video file and its SIMID creative beside it', async (ad, page, media) => {
    const document = await vastDocument(`ad=${ad}`);
    expect(texts(document, 'MediaFile')).toEqual([`${server.origin}${media}`]);
    expect(texts(document, 'InteractiveCreativeFile')).toEqual([
      `${server.origin}/media/simid/${page}`,
    ]);
    expect(attributes(document, 'InteractiveCreativeFile', 'apiFramework')).toEqual(['SIMID']);
    expect(attributes(document, 'Tracking', 'event')).toContain('creativeView');
  });

  it('gives simid-survey its questions as AdParameters, and no skip offset', async () => {
    const document = await vastDocument('ad=simid-survey');
    const questions = JSON.parse(texts(document, 'AdParameters')[0] ?? '');
    expect(questions).toEqual([
      {
        question: expect.any(String),
        answers: [expect.any(String), expect.any(String), expect.any(String)],
      },
    ]);
    expect(attributes(document, 'Linear', 'skipoffset')).toEqual([null]);
  });

  it('gives simid-nonlinear a SIMID NonLinear, its page and the page its banner expands to', async () => {
    const document = await vastDocument('ad=simid-nonlinear');
    expect(document.getElementsByTagName('Linear')).toHaveLength(0);
    expect(attributes(document, 'NonLinear', 'apiFramework')).toEqual(['SIMID']);
    expect(attributes(document, 'NonLinear', 'minSuggestedDuration')).toEqual(['00:00:30']);
    expect(texts(document, 'IFrameResource')).toEqual([
      `${server.origin}/media/simid/creatives/banner_nonlinear.html`,
    ]);
    const parameters = JSON.parse(texts(document, 'AdParameters')[0] ?? '');
    expect(parameters.webUrl).toBe(`${server.origin}/media/simid/advertiser.html`);
    expect(attributes(document, 'Tracking', 'event')).toEqual([
      'creativeView',
      'acceptInvitation',
      'adExpand',
      'adCollapse',
      'close',
    ]);
  });

  it('serves each creative page with a CSP that any player may frame, sandboxed, and the scripts it loads', async () => {
    for (const page of [
      'creatives/survey.html',
      'creatives/banner_nonlinear.html',
      'test-creatives/silent.html',
      'test-creatives/reject-init.html',
      'advertiser.html',
    ]) {
      const response = await fetch(`${server.origin}/media/simid/${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).not.toContain('frame-ancestors');
      expect(policy).toContain('sandbox allow-scripts');
      expect(policy).toContain("script-src 'self';");
      const html = await response.text();
      for (const [, script] of html.matchAll(/<script src="([^"]+)"/g)) {
        const url = new URL(script ?? '', response.url);
        expect((await fetch(url)).status, url.pathname).toBe(200);
      }
    }
  });

  it('keeps the page CSP of every other HTML page', async () => {
    const response = await fetch(`${server.origin}/ads/landing?ad=simid-survey`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});

describe('the media the templates point at', () => {
  it('serves every media file but the one of media-missing', async () => {
    const urls = new Set<string>();
    for (const name of names.filter((name) => name !== 'media-missing')) {
      for (const url of texts(await vastDocument(`ad=${name}`), 'MediaFile')) urls.add(url);
    }
    expect([...urls].map((url) => url.slice(server.origin.length)).sort()).toEqual([
      '/media/ads/ad-15s.mp4',
      '/media/ads/ad-4s.mp4',
    ]);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      await response.arrayBuffer();
    }
  });

  it('answers 404 for the media file of media-missing', async () => {
    const [url] = texts(await vastDocument('ad=media-missing'), 'MediaFile');
    expect(url).toBe(`${server.origin}/media/ads/missing.mp4`);
    expect((await fetch(`${url}`)).status).toBe(404);
  });
});

describe('the templates on a server with a media origin', () => {
  const cdn = useTestServer({ mediaOrigin: 'https://cdn.example' });

  it('point the creatives at the media origin, as the films are, and the rest at the ad server', async () => {
    const response = await fetch(`${cdn.origin}/api/vast.xml?ad=preroll-vpaid`);
    const document = parser.parseFromString(await response.text(), 'text/xml');
    expect(texts(document, 'MediaFile')).toEqual(['https://cdn.example/media/ads/vpaid-demo.js']);
    expect(texts(document, 'AdParameters')[0]).toContain(
      '"videoUrl":"https://cdn.example/media/ads/ad-15s.mp4"',
    );
    expect(texts(document, 'Impression')[0]).toMatch(new RegExp(`^${cdn.origin}/ads/track`));
  });
});
