import { embedAll } from './embed-api';

/** Embeds the page's declarative players once its document is parsed (at once if it is). */
export function embedAllWhenParsed(): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => embedAll(), { once: true });
  } else {
    embedAll();
  }
}
