import { describe, expect, it } from 'vitest';
import { adPlayerError } from '../../lib/player-error';
import { createAdEvents } from '../ad-events';
import { AdErrorCode } from '../ad-types';
import { tagUrl } from '../vast/testing/vast-fixtures';
import { vmapBreaks } from './vmap-document';
import { trackVmapBreak, vmapErrorCode } from './vmap-tracking';
import { breakTrack, tagBreak, vmapOf, vmapUrl, xmlDocument } from './testing/vmap-fixtures';

function trackedBreak(errorTemplate = `${breakTrack('mid', 'error')}&code=[ERROR_CODE]`) {
  const xml = vmapOf(tagBreak('mid', '50%', tagUrl)).replace(
    `${breakTrack('mid', 'error')}&code=[ERROR_CODE]`,
    errorTemplate,
  );
  const [adBreak] = vmapBreaks(xmlDocument(xml), vmapUrl);
  if (!adBreak) throw new Error('no break');
  const events = createAdEvents();
  const pings: string[] = [];
  const stop = trackVmapBreak(adBreak, events, (url) => pings.push(url));
  return { events, pings, stop };
}

describe('a VMAP break’s tracking', () => {
  it('pings breakStart and breakEnd as the break takes the screen and leaves it, and nothing once stopped', () => {
    const { events, pings, stop } = trackedBreak();
    events.emit('adBreakStart', { kind: 'mid-roll' });
    expect(pings).toEqual([breakTrack('mid', 'breakStart')]);
    events.emit('adBreakEnd', { kind: 'mid-roll' });
    expect(pings).toEqual([breakTrack('mid', 'breakStart'), breakTrack('mid', 'breakEnd')]);
    stop();
    events.emit('adBreakStart', { kind: 'mid-roll' });
    expect(pings).toHaveLength(2);
  });

  it.each([
    [AdErrorCode.noVastResponse, 1008],
    [AdErrorCode.vastLoadTimeout, 1007],
    [AdErrorCode.xmlParse, 1006],
    [AdErrorCode.vpaidOrEmpty, 901],
    [AdErrorCode.wrapperLimitReached, 302],
    [AdErrorCode.mediaDeliveryFailed, 405],
  ])('pings error with VMAP’s code for VAST error %i: %i', (vastCode, vmapCode) => {
    expect(vmapErrorCode(vastCode)).toBe(vmapCode);
    const { events, pings } = trackedBreak();
    events.emit('adError', adPlayerError(vastCode, tagUrl, 'what went wrong'));
    expect(pings).toEqual([`${breakTrack('mid', 'error')}&code=${vmapCode}`]);
  });

  it('fills [ERROR_MESSAGE] (encoded) and the VAST-style [ERRORCODE] too', () => {
    const { events, pings } = trackedBreak(
      `${breakTrack('mid', 'error')}&code=[ERRORCODE]&message=[ERROR_MESSAGE]`,
    );
    events.emit('adError', adPlayerError(303, tagUrl, 'HTTP 404 from a&b'));
    expect(pings).toEqual([
      `${breakTrack('mid', 'error')}&code=1008&message=HTTP%20404%20from%20a%26b`,
    ]);
  });
});
