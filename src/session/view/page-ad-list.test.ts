import { describe, expect, it } from 'vitest';
import { pageAdList } from './page-ad-list';

/** A page whose head holds what the server wrote, as the player page's markup would. */
function pageWith(script: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${script}<base href="http://player.test/player/"></head></html>`,
    'text/html',
  );
}

const list = { prerollList: [{ vastUrl: 'http://ads.test/vast.xml' }] };
const written = (json: string, url = '/api/ad-list.json') =>
  pageWith(`<script type="application/json" id="page-ad-list" data-url="${url}">${json}</script>`);

describe('the ad list written into the page', () => {
  it('stands for the call to its URL, however the URL is written', () => {
    const page = written(JSON.stringify(list));
    expect(pageAdList('/api/ad-list.json', page)).toEqual(list);
    expect(pageAdList('http://player.test/api/ad-list.json', page)).toEqual(list);
  });

  it('is not used for another list: a host’s, or the catalogue’s under another base URL', () => {
    const page = written(JSON.stringify(list));
    expect(pageAdList('https://ads.example/list.json', page)).toBeUndefined();
    expect(pageAdList('https://catalogue.example/api/ad-list.json', page)).toBeUndefined();
  });

  it('is not there on a page served without it', () => {
    expect(pageAdList('/api/ad-list.json', pageWith(''))).toBeUndefined();
  });

  it('that does not read leaves the call to be made', () => {
    expect(pageAdList('/api/ad-list.json', written('{"prerollList": ['))).toBeUndefined();
    expect(pageAdList('/api/ad-list.json', written('[1, 2]'))).toBeUndefined();
    expect(pageAdList('/api/ad-list.json', written('"text"'))).toBeUndefined();
  });

  it('keeps only its well-formed pre-roll entries, and its other fields', () => {
    const mixed = {
      prerollList: [{ vastUrl: 'http://ads.test/a.xml' }, { vastUrl: 3 }, null],
      other: 1,
    };
    expect(pageAdList('/api/ad-list.json', written(JSON.stringify(mixed)))).toEqual({
      prerollList: [{ vastUrl: 'http://ads.test/a.xml' }],
      other: 1,
    });
  });
});
