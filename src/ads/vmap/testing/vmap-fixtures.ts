import { adServer } from '../../vast/testing/vast-fixtures';

/** The VMAP document the unit tests load; its breaks' URLs live on ads.test too. */
export const vmapUrl = `${adServer}/schedule.vmap`;

/** A tracking URL of a break's VMAP event. */
export const breakTrack = (breakId: string, event: string) =>
  `${adServer}/track?break=${breakId}&event=${event}`;

const cdata = (text: string) => `<![CDATA[${text}]]>`;

/** One vmap:AdBreak with an AdTagURI source and the three VMAP tracking events. */
export function tagBreak(
  breakId: string,
  timeOffset: string,
  tag: string,
  attributes: { breakType?: string; followRedirects?: string; templateType?: string } = {},
): string {
  const { breakType = 'linear', followRedirects, templateType = 'vast3' } = attributes;
  const redirects = followRedirects === undefined ? '' : ` followRedirects="${followRedirects}"`;
  return `<vmap:AdBreak timeOffset="${timeOffset}" breakType="${breakType}" breakId="${breakId}">
    <vmap:AdSource id="${breakId}-source" allowMultipleAds="false"${redirects}>
      <vmap:AdTagURI templateType="${templateType}">${cdata(tag)}</vmap:AdTagURI>
    </vmap:AdSource>
    <vmap:TrackingEvents>
      <vmap:Tracking event="breakStart">${cdata(breakTrack(breakId, 'breakStart'))}</vmap:Tracking>
      <vmap:Tracking event="breakEnd">${cdata(breakTrack(breakId, 'breakEnd'))}</vmap:Tracking>
      <vmap:Tracking event="error">${cdata(`${breakTrack(breakId, 'error')}&code=[ERROR_CODE]`)}</vmap:Tracking>
    </vmap:TrackingEvents>
  </vmap:AdBreak>`;
}

/** One vmap:AdBreak carrying its VAST document (VASTAdData, no CDATA). */
export function inlineBreak(breakId: string, timeOffset: string, vast: string): string {
  const document = vast.replace(/^<\?xml[^>]*>\s*/, '');
  return `<vmap:AdBreak timeOffset="${timeOffset}" breakType="linear" breakId="${breakId}">
    <vmap:AdSource id="${breakId}-source">
      <vmap:VASTAdData>${document}</vmap:VASTAdData>
    </vmap:AdSource>
  </vmap:AdBreak>`;
}

/** A VMAP 1.0 document of these breaks. */
export const vmapOf = (...breaks: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
  ${breaks.join('\n  ')}
</vmap:VMAP>`;

/** Parses XML text as the browser does. */
export const xmlDocument = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
