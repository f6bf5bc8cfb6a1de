/**
 * The paths of the icons only parts loaded on demand draw (the menus' lists, the series navigation,
 * the share popup), kept out of icons.tsx so that the first frame's script does not carry them:
 * <Icon path={laterIcons.check} />.
 */
export const laterIcons = {
  check: 'M4 12.5 5.5 11l4 4 9-9L20 7.5 9.5 18z',
  chevronLeft: 'M15.5 5.5 14 4l-8 8 8 8 1.5-1.5L9 12z',
  chevronRight: 'M8.5 5.5 10 4l8 8-8 8-1.5-1.5L15 12z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
  episodes: 'M3 5h2v2H3zm4 0h14v2H7zm-4 6h2v2H3zm4 0h14v2H7zm-4 6h2v2H3zm4 0h14v2H7z',
} as const;
