// @ts-check
const video = /** @type {HTMLVideoElement} */ (document.querySelector('video'));
const src = new URLSearchParams(location.search).get('src') ?? '';
const Hls = /** @type {any} */ (window).Hls;
const hls = new Hls({ enableWorker: true });
hls.loadSource(src);
hls.attachMedia(video);
void video.play().catch(() => undefined);
