import type { MediaStore } from '../media-store';

/** Publishes whether the browser offers picture-in-picture for this video. */
export function publishPictureInPictureSupport(video: HTMLVideoElement, store: MediaStore): void {
  store.setState({
    pictureInPictureEnabled:
      typeof document !== 'undefined' &&
      document.pictureInPictureEnabled === true &&
      typeof video.requestPictureInPicture === 'function' &&
      !video.disablePictureInPicture,
  });
}

/** Picture-in-picture of the video attached now, entered and left. */
export function createPictureInPicture(attachedVideo: () => HTMLVideoElement | undefined) {
  return {
    /** Asks the document, not the store: a second press may come before the window's event. */
    async togglePictureInPicture() {
      const video = attachedVideo();
      if (!video) return;
      try {
        if (document.pictureInPictureElement === video) await document.exitPictureInPicture();
        else await video.requestPictureInPicture();
      } catch (error) {
        console.warn('[player] picture-in-picture refused', error);
      }
    },
  };
}
