/**
 * Makes an iframe cover the viewport and puts it back exactly as it was: the host's half of the
 * player's parent fullscreen mode (the player asks; only the host can move its frame).
 */
export function createFrameStretch(frame: HTMLIFrameElement) {
  let saved: { style: string | null } | undefined;
  const doc = frame.ownerDocument;

  return {
    isStretched: () => saved !== undefined,
    stretch() {
      if (saved) return;
      saved = { style: frame.getAttribute('style') };
      frame.style.cssText +=
        ';position:fixed;inset:0;width:100vw;height:100vh;max-width:none;max-height:none;' +
        'margin:0;border:0;z-index:2147483647;';
      // Where the browser allows it (a user gesture is still fresh), the real fullscreen too.
      if (doc.fullscreenEnabled && !doc.fullscreenElement) {
        frame.requestFullscreen?.().catch(() => undefined);
      }
    },
    restore() {
      if (!saved) return;
      const { style } = saved;
      saved = undefined;
      if (style === null) frame.removeAttribute('style');
      else frame.setAttribute('style', style);
      if (doc.fullscreenElement === frame) void doc.exitFullscreen().catch(() => undefined);
    },
  };
}
