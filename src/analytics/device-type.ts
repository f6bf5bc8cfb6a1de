import Bowser from 'bowser';

/** The device types analytics reports (spec section 9). */
export type DeviceType = 'tablet' | 'mobile' | 'desktop';

/** The device type of a user agent, through bowser (MIT); anything unrecognised counts as desktop. */
export function deviceType(userAgent: string): DeviceType {
  // bowser throws on an empty user agent.
  if (!userAgent.trim()) return 'desktop';
  const platform = Bowser.getParser(userAgent).getPlatformType(true);
  if (platform === 'tablet') return 'tablet';
  if (platform === 'mobile') return 'mobile';
  return 'desktop';
}
