import { describe, expect, it } from 'vitest';
import { barChart } from './bar-chart';

const barWidths = (svg: string) =>
  [...svg.matchAll(/<rect class="bar"[^>]* width="([\d.]+)"/g)].map(([, width]) => Number(width));
const labels = (svg: string) =>
  [...svg.matchAll(/text-anchor="end">([^<]*)</g)].map(([, label]) => label);

describe('barChart', () => {
  it('draws each bar to scale, the largest across the chart, a tiny one as a sliver, none for 0', () => {
    const svg = barChart('Views', [
      { label: 'a', value: 4, text: '4 views' },
      { label: 'b', value: 2, text: '2 views' },
      { label: 'c', value: 0.001, text: 'almost none' },
      { label: 'd', value: 0, text: 'none' },
    ]);
    expect(barWidths(svg)).toEqual([320, 160, 2, 0]);
  });

  it('is one image named by its figures, with the same name as its title', () => {
    const svg = barChart('Views by error code', [
      { label: 'fragLoadError', value: 2, text: '2 views' },
      { label: '<b>x</b>', value: 1, text: '1 view' },
    ]);
    const name = 'Views by error code: fragLoadError 2 views; &lt;b&gt;x&lt;/b&gt; 1 view.';
    expect(svg).toMatch(
      new RegExp(`^<svg role="img" aria-label="${name}"[^>]*><title>${name}</title>`),
    );
    expect(svg).not.toContain('<b>');
  });

  it('cuts a long label to fit, keeping its closing id', () => {
    const svg = barChart('Rebuffering ratio per content', [
      {
        label: 'Сериал с очень длинным названием, которое не помещается (2)',
        value: 1,
        text: '1%',
      },
      { label: 'A code far longer than the chart has room for', value: 1, text: '1' },
      { label: 'Короткий (3)', value: 1, text: '1%' },
    ]);
    expect(labels(svg)).toEqual([
      'Сериал с очень длинным… (2)',
      'A code far longer than the…',
      'Короткий (3)',
    ]);
    // The accessible name keeps the whole label.
    expect(svg).toContain('Сериал с очень длинным названием, которое не помещается (2) 1%');
  });
});
