// @ts-check
const src = new URLSearchParams(location.search).get('src') ?? '';
const videojs = /** @type {any} */ (window).videojs;
const player = videojs('player', { autoplay: true, fluid: false });
player.src({ src, type: 'application/x-mpegURL' });
