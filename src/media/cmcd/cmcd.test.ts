import { validateCmcdRequest } from '@svta/cml-cmcd';
import { describe, expect, it, vi } from 'vitest';

const view = { sessionId: '5f0c6a52-3f3e-4b8e-9d0b-2f3c1a9e7b10', contentId: '1/101' };

/** The module fresh, in a page whose server wrote this stream start (or none). */
async function withWrittenStart(start?: unknown) {
  vi.resetModules();
  document.getElementById('stream-start')?.remove();
  if (start !== undefined) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'stream-start';
    element.textContent = typeof start === 'string' ? start : JSON.stringify(start);
    document.head.append(element);
  }
  return import('./cmcd');
}

describe('CMCD of the page’s own requests', () => {
  it('writes a manifest’s CMCD v2 on the master JSON’s request, valid as CTA-5004', async () => {
    const { masterRequestUrl } = await withWrittenStart();
    const url = masterRequestUrl('https://cdn.example/films/1/master.json?token=a', view);
    const { valid, issues, data } = validateCmcdRequest({ url, method: 'GET' });
    expect(issues).toEqual([]);
    expect(valid).toBe(true);
    expect(data).toEqual({
      v: 2,
      sid: view.sessionId,
      cid: '1/101',
      ot: 'm',
      sf: 'h',
      st: 'v',
      su: true,
    });
    expect(new URL(url).searchParams.get('token')).toBe('a');
  });

  it('leaves the address as it is when CMCD is off', async () => {
    const { masterRequestUrl, cmcdHlsConfig } = await withWrittenStart();
    const url = 'https://cdn.example/films/1/master.json';
    expect(masterRequestUrl(url, undefined)).toBe(url);
    expect(cmcdHlsConfig(undefined)).toEqual({});
  });

  it('asks hls.js for CMCD v2 in the query, with the view’s ids', async () => {
    const { cmcdHlsConfig } = await withWrittenStart();
    expect(cmcdHlsConfig(view)).toEqual({
      cmcd: { version: 2, sessionId: view.sessionId, contentId: '1/101', useHeaders: false },
    });
  });
});

describe('the stream start the server wrote into the page', () => {
  const preloaded = `/media/films/film-1/master.json?CMCD=${encodeURIComponent('ot=m,sid="s",v=2')}`;

  it('gives its session id, and each preloaded URL once for its address, whatever CMCD it was asked with', async () => {
    const { writtenSessionId, masterRequestUrl } = await withWrittenStart({
      sessionId: 'from-the-server',
      requests: [preloaded],
    });
    expect(writtenSessionId()).toBe('from-the-server');
    const address = new URL('/media/films/film-1/master.json', document.baseURI).href;
    expect(masterRequestUrl(address, view)).toBe(preloaded);
    // Taken: a second request of it is a request of its own.
    expect(masterRequestUrl(address, view)).toContain('sid%3D%225f0c6a52');
  });

  it('opens a preloaded address at its preloaded URL through hls.js’s xhrSetup', async () => {
    const { cmcdHlsConfig } = await withWrittenStart({ sessionId: 's', requests: [preloaded] });
    const { xhrSetup } = cmcdHlsConfig(view);
    const opened: string[] = [];
    const xhr = {
      open: (_method: string, url: string) => void opened.push(url),
    } as unknown as XMLHttpRequest;
    const setUp = (url: string) => xhrSetup?.(xhr, url, { url } as Parameters<typeof xhrSetup>[2]);
    const address = new URL('/media/films/film-1/master.json', document.baseURI).href;
    await setUp(`${address}?CMCD=${encodeURIComponent('ot=m,v=2')}`);
    await setUp(new URL('/media/films/film-1/other.m3u8', document.baseURI).href);
    expect(opened).toEqual([preloaded]);
  });

  it('is none when the page has none, or a broken one', async () => {
    expect((await withWrittenStart()).writtenSessionId()).toBeUndefined();
    expect((await withWrittenStart('{not json')).writtenSessionId()).toBeUndefined();
    expect((await withWrittenStart({ sessionId: 3 })).writtenSessionId()).toBeUndefined();
  });
});

describe('a new session id', () => {
  it('is a UUID v4, where randomUUID exists and where it does not (plain http)', async () => {
    const { newSessionId } = await withWrittenStart();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSessionId()).toMatch(uuid);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      const ids = new Set([newSessionId(), newSessionId()]);
      expect(ids.size).toBe(2);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
