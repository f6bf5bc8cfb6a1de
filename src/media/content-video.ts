/**
 * The content's `<video>`, made outside React: by the page's boot, which shows the stream's first
 * frame in it before the player's UI has loaded, or else by the player itself.
 */
export function createContentVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.className = 'content-video';
  video.dataset.player = 'content';
  video.playsInline = true;
  video.preload = 'auto';
  video.crossOrigin = 'anonymous';
  return video;
}
