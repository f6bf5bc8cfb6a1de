import { describe, expect, it } from 'vitest';
import { demoSchedules } from './routes/demo-vmap';
import { useTestServer } from './testing/use-test-server';

/** The part of jsdom this test uses: its strict XML parser (jsdom ships no types). */
interface XmlElement {
  localName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XmlElement>;
}
interface Jsdom {
  JSDOM: new () => {
    window: {
      DOMParser: new () => {
        parseFromString(text: string, type: string): { documentElement: XmlElement };
      };
    };
  };
}

const jsdomModule = 'jsdom';
const { JSDOM }: Jsdom = await import(/* @vite-ignore */ jsdomModule);
const parser = new new JSDOM().window.DOMParser();
const vmapNamespace = 'http://www.iab.net/videosuite/vmap';

const server = useTestServer();

async function getVmap(origin: string, schedule: string) {
  const response = await fetch(`${origin}/ads/vmap.xml?schedule=${schedule}`);
  const text = await response.text();
  const root = parser.parseFromString(text, 'text/xml').documentElement;
  const all = (name: string) => Array.from(root.getElementsByTagNameNS(vmapNamespace, name));
  return { response, text, root, all };
}

describe('the demo VMAP schedules', () => {
  it.each(demoSchedules)(
    'serves %s as VMAP 1.0, every URL on the server origin',
    async (schedule) => {
      const { response, text, root } = await getVmap(server.origin, schedule);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(text).not.toContain('{{');
      expect([root.localName, root.getAttribute('version')]).toEqual(['VMAP', '1.0']);
      // Every address the player may request (the namespace's is a name, never requested).
      const urls = (text.match(/\bhttps?:\/\/[^\s<\]"]+/g) ?? []).filter(
        (url) => url !== vmapNamespace,
      );
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${server.origin}/`)).toBe(true);
    },
  );

  it('makes pre-mid-post a start break and an end break of preroll-short around an inline one at 50%', async () => {
    const { all } = await getVmap(server.origin, 'pre-mid-post');
    const breaks = all('AdBreak').map((adBreak) => [
      adBreak.getAttribute('breakId'),
      adBreak.getAttribute('timeOffset'),
    ]);
    expect(breaks).toEqual([
      ['pre', 'start'],
      ['mid', '50%'],
      ['post', 'end'],
    ]);
    const tags = all('AdTagURI').map((tag) => tag.textContent?.trim());
    expect(tags).toEqual([
      `${server.origin}/api/vast.xml?ad=preroll-short`,
      `${server.origin}/api/vast.xml?ad=preroll-short`,
    ]);
    for (const tag of tags) expect((await fetch(`${tag}`)).status).toBe(200);
    expect(all('VASTAdData')).toHaveLength(1);
  });

  it('makes broken-break a pre-roll whose VAST tag answers 404', async () => {
    const { all } = await getVmap(server.origin, 'broken-break');
    const [tag] = all('AdTagURI').map((element) => element.textContent?.trim());
    expect((await fetch(`${tag}`)).status).toBe(404);
  });

  it('answers 400 for an unknown schedule, or none', async () => {
    expect((await fetch(`${server.origin}/ads/vmap.xml?schedule=other`)).status).toBe(400);
    expect((await fetch(`${server.origin}/ads/vmap.xml`)).status).toBe(400);
  });
});

describe('a host’s ad list with a VMAP', () => {
  const list = async (query: string) =>
    (await fetch(`${server.origin}/ads/list.json?${query}`)).json();

  it('names the VMAP, made absolute, beside the pre-roll tags', async () => {
    expect(await list('vmap=/ads/vmap.xml?schedule=pre-mid-post')).toEqual({
      prerollList: [],
      vmapUrl: `${server.origin}/ads/vmap.xml?schedule=pre-mid-post`,
    });
  });

  it.each(['vmap=javascript:alert(1)', 'vmap=http://[bad', 'vmap='])(
    'names no VMAP for %s',
    async (query) => {
      expect(await list(query)).toEqual({ prerollList: [] });
    },
  );
});

describe('the demo VMAP on a server with a media origin', () => {
  const cdn = useTestServer({ mediaOrigin: 'https://cdn.example' });

  it('points the inline ad’s file at the media origin, and the rest at the ad server', async () => {
    const { text } = await getVmap(cdn.origin, 'pre-mid-post');
    expect(text).toContain('<![CDATA[https://cdn.example/media/ads/ad-4s.mp4]]>');
    expect(text).toContain(`<![CDATA[${cdn.origin}/api/vast.xml?ad=preroll-short]]>`);
  });
});
