import { describe, expect, it } from 'vitest';
import { buildShareLink } from './share-links';
import { shareServiceLinks } from './share-services';

const page = 'https://player.example.com/player/?movie_id=7&token=secret&autoplay=1#frag';

describe('buildShareLink', () => {
  it('keeps the page origin and path with movie_id only', () => {
    expect(buildShareLink(page, { movieId: 42 })).toBe(
      'https://player.example.com/player/?movie_id=42',
    );
  });

  it('adds episode_id after movie_id, then t', () => {
    expect(buildShareLink(page, { movieId: 42, episodeId: 9 }, 61)).toBe(
      'https://player.example.com/player/?movie_id=42&episode_id=9&t=61',
    );
  });

  it('adds t without an episode', () => {
    expect(buildShareLink(page, { movieId: 42 }, 5)).toBe(
      'https://player.example.com/player/?movie_id=42&t=5',
    );
  });

  it.each([
    [12.4, '12'],
    [12.5, '13'],
    [754.6, '755'],
    [0, '0'],
    [0.2, '0'],
  ])('rounds %s seconds to t=%s', (seconds, t) => {
    expect(new URL(buildShareLink(page, { movieId: 1 }, seconds)).searchParams.get('t')).toBe(t);
  });

  it.each([Number.NaN, -1, -0.4, Number.POSITIVE_INFINITY])('leaves t out for %s', (seconds) => {
    expect(buildShareLink(page, { movieId: 1 }, seconds)).toBe(
      'https://player.example.com/player/?movie_id=1',
    );
  });

  it('drops the query and hash of the page and any credentials', () => {
    const link = buildShareLink('https://user:pw@host.test:8443/a/b?x=1&movie_id=3#t=9', {
      movieId: 5,
    });
    expect(link).toBe('https://host.test:8443/a/b?movie_id=5');
  });
});

describe('shareServiceLinks', () => {
  const link = 'https://player.example.com/player/?movie_id=42&episode_id=9&t=61';
  const hostile = 'Tom & Jerry #1 <script>alert(1)</script> "quotes" \'single\' ?x=1 + 100%';
  const cyrillic = 'Ёлки-палки: Серия №2 «Начало»';

  it('lists the five services in order with their hosts and labels', () => {
    const services = shareServiceLinks(link, 'Film');
    expect(
      services.map((service) => [service.id, service.label, new URL(service.href).host]),
    ).toEqual([
      ['vk', 'ВКонтакте', 'vk.com'],
      ['ok', 'Одноклассники', 'connect.ok.ru'],
      ['telegram', 'Telegram', 't.me'],
      ['whatsapp', 'WhatsApp', 'wa.me'],
      ['x', 'X', 'x.com'],
    ]);
    expect(services.map((service) => new URL(service.href).pathname)).toEqual([
      '/share.php',
      '/offer',
      '/share/url',
      '/',
      '/intent/tweet',
    ]);
  });

  it.each([hostile, cyrillic])('round-trips the link and the title %s exactly', (title) => {
    const decoded = shareServiceLinks(link, title).map((service) => [
      service.id,
      [...new URL(service.href).searchParams.entries()],
    ]);
    expect(decoded).toEqual([
      [
        'vk',
        [
          ['url', link],
          ['title', title],
        ],
      ],
      [
        'ok',
        [
          ['url', link],
          ['title', title],
        ],
      ],
      [
        'telegram',
        [
          ['url', link],
          ['text', title],
        ],
      ],
      ['whatsapp', [['text', `${title} ${link}`]]],
      [
        'x',
        [
          ['url', link],
          ['text', title],
        ],
      ],
    ]);
  });

  it('encodes every special character, with spaces as %20', () => {
    for (const service of shareServiceLinks(link, hostile)) {
      const query = service.href.slice(service.href.indexOf('?') + 1);
      expect(query).not.toMatch(/[<>"'#\s+]/);
      expect(query).not.toMatch(/[^\x21-\x7e]/);
      // The only raw separators are those between the service's own parameters.
      expect(query.split('&')).toHaveLength(service.id === 'whatsapp' ? 1 : 2);
      expect(query).toContain('%20');
    }
  });
});
