import { laterStrings } from '../../lib/later-strings';

/** The messenger and social-network services of the share popup. */
export type ShareServiceId = 'vk' | 'ok' | 'telegram' | 'whatsapp' | 'x';

/** One service's entry of the share popup: its name and the page that shares the link there. */
export interface ShareServiceLink {
  id: ShareServiceId;
  label: string;
  href: string;
}

/** The five services' share pages for link and title, in the popup's order, every value URL-encoded. */
export function shareServiceLinks(link: string, title: string): ShareServiceLink[] {
  const labels = laterStrings.shareServices;
  return [
    {
      id: 'vk',
      label: labels.vk,
      href: withQuery('https://vk.com/share.php', { url: link, title }),
    },
    {
      id: 'ok',
      label: labels.ok,
      href: withQuery('https://connect.ok.ru/offer', { url: link, title }),
    },
    {
      id: 'telegram',
      label: labels.telegram,
      href: withQuery('https://t.me/share/url', { url: link, text: title }),
    },
    {
      id: 'whatsapp',
      label: labels.whatsapp,
      href: withQuery('https://wa.me/', { text: `${title} ${link}` }),
    },
    {
      id: 'x',
      label: labels.x,
      href: withQuery('https://x.com/intent/tweet', { url: link, text: title }),
    },
  ];
}

function withQuery(base: string, values: Record<string, string>): string {
  // URLSearchParams writes a space as '+', which some share pages show as is; '%20' reads as a
  // space everywhere, and a real '+' is already '%2B'.
  const query = new URLSearchParams(values).toString().replaceAll('+', '%20');
  return `${base}?${query}`;
}
