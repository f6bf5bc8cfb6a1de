import { createContentVideo } from '../media/content-video';
import type { AdPlan } from '../session/ad-plan';
import type { BootResult } from '../session/view/view-boot';

// The UI loads after the frame, or after this long when the stream is slow to give one.
const longestWaitMs = 1000;
// A frame the page cannot paint (an iframe out of view) holds the UI back no longer than this.
const longestPaintWaitMs = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Resolves once the page has painted (or could not soon): the frame is on screen before the UI's
// evaluation takes the main thread. With the video, once its frame is presented: a busy
// compositor can show it a frame or two after the page's own paint.
const painted = (video?: HTMLVideoElement) =>
  Promise.race([
    new Promise<void>((resolve) => {
      const next = () => setTimeout(resolve, 0);
      if (video?.requestVideoFrameCallback) video.requestVideoFrameCallback(next);
      else requestAnimationFrame(next);
    }),
    delay(longestPaintWaitMs),
  ]);

/**
 * Shows the first episode's stream in the content video before the player's UI has loaded: on a
 * slow phone React's evaluation and first render take longer than the frame itself. The player
 * then takes over that very element (PreparedStream.video). When a pre-roll plays first, its own
 * file shows the first frame (preloadAdMedia), and the UI waits for that instead. Nothing to do
 * when there is no stream loading yet (blocked content, a viewer saving data, native HLS).
 */
export async function showFirstFrame(data: BootResult | undefined, root: HTMLElement) {
  if (data?.status !== 'ready') return;
  if (data.adPlan.preroll.length > 0) return waitForPrerollFrame(data.adPlan, root);
  const { prepared } = data.firstLoad;
  if (!prepared) return;
  const video = createContentVideo();
  // Under the loading screen until it has a frame; React's first render replaces both, keeping
  // the video (moved within the same task).
  root.prepend(video);
  await Promise.race([prepared.showIn(video), delay(longestWaitMs)]);
  if (prepared.video !== video) return video.remove();
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
  root.querySelector('.loading-screen')?.remove();
  await painted(video);
}

// The pre-roll's first frame, shown over the loading screen by the element the break will play.
async function waitForPrerollFrame(plan: AdPlan, root: HTMLElement) {
  const noFrame = delay(longestWaitMs).then(() => false);
  if (!(await Promise.race([plan.prerollFirstFrame ?? false, noFrame]))) return;
  root.querySelector('.loading-screen')?.remove();
  await painted();
}
