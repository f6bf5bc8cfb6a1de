import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParsedAd } from './ad-types';
import type { FilmUnderOverlay, SimidOverlay } from './simid-overlay-ad';
import { fakeSimidCreative } from './simid/testing/fake-simid-creative';
import { playToEnd, startBreak, stubMediaElements, tagOf, videoAd } from './testing/running-break';

const answer = (ad: ParsedAd) => ({ kind: 'ad' as const, ad });
const itemOf = (id: string, duration = 10) => ({
  id,
  type: 'pre-roll',
  position: 30,
  duration,
  perc: 25,
});
const errorPing = (id: string, code: number) =>
  `https://ads.test/pixel?ad=${id}&event=error&code=${code}`;

const survey = videoAd('survey', {
  simid: { url: 'https://creatives.test/survey.html', variableDuration: true },
});
const banner = videoAd('banner', {
  duration: undefined,
  mediaFiles: [],
  nonlinear: {
    url: 'https://creatives.test/banner.html',
    width: 480,
    height: 70,
    minSuggestedDuration: 10,
  },
});

/** The player's box, its ad layer and the slot in it, as the page renders them. */
function playerBox() {
  const player = document.createElement('div');
  const layer = document.createElement('div');
  const slot = document.createElement('div');
  layer.append(slot);
  player.append(layer);
  document.body.append(player);
  return { player, slot };
}

const film: FilmUnderOverlay = {
  playing: () => false,
  onPlayingChange: () => () => undefined,
  pause: vi.fn(),
  play: vi.fn(),
};

beforeEach(() => stubMediaElements());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a SIMID ad in a break', () => {
  it('plays its media with its creative over it; a creative’s failure is told and pinged, and the queue goes on', async () => {
    const { slot } = playerBox();
    // The break plays in the slot given it, not in a container of its own.
    const { told, pings, done } = startBreak({
      container: slot,
      answers: [
        [tagOf('survey'), answer(survey)],
        [tagOf('after'), answer(videoAd('after'))],
      ],
    });
    const video = await vi.waitFor(() => {
      const element = slot.querySelector('video');
      if (!element) throw new Error('no ad on screen yet');
      return element;
    });
    const frame = slot.querySelector<HTMLIFrameElement>('iframe[data-player="simid"]');
    if (!frame) throw new Error('no SIMID frame over the ad');
    const creative = fakeSimidCreative(frame);
    creative.createSession();
    creative.reject('SIMID:Player:init', 1104);
    playToEnd(video);
    const next = await vi.waitFor(() => {
      const element = slot.querySelector('video');
      if (!element || element === video) throw new Error('the next ad is not on screen');
      return element;
    });
    playToEnd(next);
    await done;
    // The creative's answer comes a task later than the element's events the test fired.
    expect(told).toEqual([
      ['adStart', itemOf('survey')],
      [
        'adError',
        expect.objectContaining({
          kind: 'ad',
          code: 1104,
          url: tagOf('survey'),
          item: itemOf('survey'),
        }),
      ],
      ['adEnd', { item: itemOf('survey'), phase: 'completed' }],
      ['adStart', itemOf('after')],
      ['adEnd', { item: itemOf('after'), phase: 'completed' }],
    ]);
    expect(pings).toContain(errorPing('survey', 1104));
    expect(slot.querySelector('iframe')).toBeNull();
  });

  it('hands a nonlinear ad over to the film: the break ends at once, the overlay in the player’s box', async () => {
    const { player, slot } = playerBox();
    const overlays: SimidOverlay[] = [];
    const { done, told } = startBreak({
      container: slot,
      answers: [[tagOf('banner'), answer(banner)]],
      film,
      onOverlay: (overlay) => overlays.push(overlay),
    });
    await done;
    expect(overlays).toHaveLength(1);
    const box = player.querySelector('[data-player="simid-overlay"]');
    expect(box?.parentElement).toBe(player);
    expect(told).toEqual([]);
    overlays[0]?.stop();
    await vi.waitFor(() =>
      expect(player.querySelector('[data-player="simid-overlay"]')).toBeNull(),
    );
  });

  it('reports a nonlinear ad with 902 where no film can take it', async () => {
    const { slot } = playerBox();
    const { done, told, pings } = startBreak({
      container: slot,
      answers: [[tagOf('banner'), answer(banner)]],
    });
    await done;
    expect(told).toEqual([
      ['adError', expect.objectContaining({ code: 902, item: itemOf('banner', -2) })],
    ]);
    expect(pings).toEqual([errorPing('banner', 902)]);
  });
});
