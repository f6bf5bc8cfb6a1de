import isMobile from 'is-mobile';

/** The device types analytics reports (spec section 9). */
export type DeviceType = 'tablet' | 'mobile' | 'desktop';

/**
 * The device type of a user agent, through is-mobile (MIT, under 1 kB: bowser's full parser cost
 * the page 8 kB before its first frame); an iPad that calls itself a Mac counts as a tablet.
 */
export function deviceType(userAgent: string): DeviceType {
  if (isMobile({ ua: userAgent })) return 'mobile';
  if (isMobile({ ua: userAgent, tablet: true, featureDetect: true })) return 'tablet';
  return 'desktop';
}
