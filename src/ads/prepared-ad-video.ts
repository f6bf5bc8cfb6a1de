/**
 * A pre-roll's video file, loading before its break: the element is made as soon as the VAST
 * answers, so the ad's first frame does not wait for the player to mount and its film to attach.
 * The break takes it for that very file; otherwise it is released, and stops loading.
 */
export interface PreparedAdVideo {
  url: string;
  /** The element, loading url, or undefined once taken or released. */
  take(): HTMLVideoElement | undefined;
  release(): void;
}

export function prepareAdVideo(url: string): PreparedAdVideo {
  let video: HTMLVideoElement | undefined = document.createElement('video');
  video.preload = 'auto';
  video.playsInline = true;
  video.src = url;
  return {
    url,
    take() {
      const taken = video;
      video = undefined;
      return taken;
    },
    release() {
      if (!video) return;
      video.removeAttribute('src');
      video.load();
      video = undefined;
    },
  };
}
