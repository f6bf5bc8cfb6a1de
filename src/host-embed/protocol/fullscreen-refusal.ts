/**
 * Why a host's requestFullscreen failed, whichever side asked the browser; a module of its own so
 * that it stays off the player page's critical path.
 */
export const fullscreenRefusedMessage =
  'Fullscreen was refused: call requestFullscreen within a click or key press on the host page';
