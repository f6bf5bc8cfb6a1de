/**
 * The texts of parts loaded on demand (menus, panels, overlays, previews), kept out of strings.ts
 * so that the first frame's script does not carry them; a second language is one more file like
 * this one and strings.ts.
 */
export const laterStrings = {
  // Subtitles and caption style.

  // Seek-bar previews.

  // Skip intro and credits.

  // Keyboard shortcuts and their overlay.
} as const;
