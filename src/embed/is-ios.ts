/** The navigator fields the iOS check reads. */
export type IOSNavigator = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>;

/** Whether the browser runs on iOS or iPadOS, where only a video element can go fullscreen natively. */
export function isIOS(nav: IOSNavigator = navigator): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  // iPadOS Safari asks for the desktop site and reports itself as a Mac, but a Mac has no touch screen.
  return nav.platform === 'MacIntel' && nav.maxTouchPoints > 1;
}
