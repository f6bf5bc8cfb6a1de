import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url';

describe('webUrl', () => {
  it.each([
    ['https://advertiser.example/landing?a=1', 'https://advertiser.example/landing?a=1'],
    ['http://advertiser.example', 'http://advertiser.example/'],
    ['javascript:alert(document.cookie)', undefined],
    ['JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['/relative/path', undefined],
    ['not a url', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(webUrl(input)).toBe(expected);
  });
});
