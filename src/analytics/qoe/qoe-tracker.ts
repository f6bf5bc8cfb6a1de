import type { QoeMoment, QoeViewIds } from './qoe-moments';
import { createQoeView, type QoeFigures, type QoeView } from './qoe-view';

export type QoeRecordFigures = QoeFigures & { droppedFrames: number };

/**
 * One QoE record per episode view, from the moments of the film (qoe-moments.ts). A view ends with
 * its episode, the page hidden or closed (the last moment a record surely leaves a phone), or the
 * end of the film. A page shown again goes on as a new view of the same episode, its start behind
 * it; a replay after the end is a new view with a start of its own.
 */
export function createQoeTracker(onView: (ids: QoeViewIds, figures: QoeRecordFigures) => void) {
  let current: { ids: QoeViewIds; view: QoeView; droppedAtStart: number } | undefined;
  // Between views of one episode, what the next one needs.
  let idle: { ids: QoeViewIds; started: boolean; droppedFrames: number } | undefined;
  let adBreak = false;
  let bitrateKbps: number | undefined;
  let pathway: string | undefined;

  function begin(ids: QoeViewIds, view: QoeView, droppedFrames: number, at: number) {
    idle = undefined;
    current = { ids, view, droppedAtStart: droppedFrames };
    if (adBreak) view.adBreak(true, at);
  }

  // The episode's view, begun anew when the last one ended and something happens again.
  function viewAt(at: number): QoeView | undefined {
    if (!current && idle) {
      const { ids, started, droppedFrames } = idle;
      begin(ids, createQoeView({ started, bitrateKbps, pathway }), droppedFrames, at);
    }
    return current?.view;
  }

  /** Ends the view; `next` says whether another view of the episode may follow, and how it starts. */
  function end(at: number, droppedFrames: number, next?: 'replay' | 'goes-on') {
    if (!current) return;
    const { ids, view, droppedAtStart } = current;
    current = undefined;
    idle = next && { ids, started: next === 'goes-on' && view.started(), droppedFrames };
    if (!view.hasActivity()) return;
    const dropped = Math.max(0, droppedFrames - droppedAtStart);
    onView(ids, { ...view.figures(at), droppedFrames: dropped });
  }

  function take(moment: QoeMoment): void {
    const { at } = moment;
    switch (moment.kind) {
      case 'view-start':
        end(at, moment.droppedFrames);
        begin(moment.ids, createQoeView({ intentAt: moment.intentAt }), moment.droppedFrames, at);
        return;
      case 'view-end':
        return end(at, moment.droppedFrames);
      case 'hidden':
        return end(at, moment.droppedFrames, 'goes-on');
      case 'shown':
        // The view goes on from here, playing if the film plays.
        if (!current && moment.playing) viewAt(at)?.playing(at);
        return;
      case 'video':
        if (moment.event === 'ended') {
          current?.view.ended(at);
          return end(at, moment.droppedFrames, 'replay');
        }
        return void viewAt(at)?.[moment.event](at);
      case 'intent':
        return viewAt(at)?.intent(at);
      case 'ad-break':
        adBreak = moment.on;
        return current?.view.adBreak(moment.on, at);
      case 'bitrate':
        bitrateKbps = moment.kbps;
        return current?.view.bitrate(moment.kbps, at);
      case 'pathway':
        pathway = moment.id;
        return current?.view.pathway(moment.id);
      case 'failed':
        return viewAt(at)?.failed(moment.code, at);
    }
  }

  return { take };
}
