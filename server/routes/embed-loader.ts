/**
 * The embed script served at /api/lib.js: window.EmbedPlayer.mount(element, options) puts the
 * player's iframe in the element; options become the page's query (movieId → movie_id). On load
 * it mounts every element with data-movie-id, its data attributes being the options.
 */
export function embedLoaderScript(origin: string): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  const toParam = (key) => key.replace(/[A-Z]/g, (letter) => '_' + letter.toLowerCase());
  function mount(element, options) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options || {})) {
      if (value === undefined || value === null || value === false) continue;
      params.set(toParam(key), value === true ? '1' : String(value));
    }
    const frame = document.createElement('iframe');
    frame.src = origin + '/player/?' + params.toString();
    frame.title = 'Видеоплеер';
    frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media; remote-playback';
    frame.allowFullscreen = true;
    frame.style.cssText = 'border:0;width:100%;aspect-ratio:16/9';
    element.replaceChildren(frame);
    return frame;
  }
  function mountAll() {
    for (const element of document.querySelectorAll('[data-movie-id]')) {
      if (!element.querySelector('iframe')) mount(element, { ...element.dataset });
    }
  }
  window.EmbedPlayer = { mount, mountAll };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
`;
}
