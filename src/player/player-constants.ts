// Business constants of the spec, section 9, used by the player UI.

/** Controls fade this long after the last pointer move while playing. */
export const controlsHideDelayMs = 1000;

/** Back/forward buttons, arrow keys, double-click zones and media-session default step. */
export const seekStepSeconds = 10;

/** Each side zone of a double click that seeks instead of toggling fullscreen, as a share of the width. */
export const doubleClickSeekZone = 1 / 5;

/** Volume slider and arrow-key step. */
export const volumeStep = 0.05;

// Not from the spec: how long a single click waits for a second one before it toggles pause.

/** The wait before a click on the video toggles pause, so a double click does not flicker it. */
export const singleClickDelayMs = 250;
