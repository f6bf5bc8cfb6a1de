import {
  adTransition,
  initialAdLifecycle,
  type AdEndPhase,
  type AdLifecycleEvent,
  type AdLifecycleState,
} from './ad-lifecycle';
import type { AdTracker } from './ad-tracker';
import type { AdMediaFile, ParsedAd } from './ad-types';
import type { AdControls, AdKind, AdStore, AdView } from './ad-view';

/** What playing one ad takes, whether a video file or a VPAID creative. */
export interface AdPlaybackOptions {
  kind: AdKind;
  ad: ParsedAd;
  file: AdMediaFile;
  /** The ad's element or frame goes in here and leaves it at teardown. */
  container: HTMLElement;
  store: AdStore;
  tracker: AdTracker;
  volume: number;
  muted: boolean;
}

/** Where an ad stands now, as its element or creative says: what its tracking URLs tell. */
export interface AdMoment {
  /** Seconds into the ad. */
  playhead: number;
  muted: boolean;
}

/** One ad from creation to teardown: its lifecycle, its tracking and its view in the overlay. */
export interface AdRun {
  dispatch(event: AdLifecycleEvent): void;
  /** Merges what the overlay should show now. */
  show(view: Partial<Omit<AdView, 'kind' | 'phase' | 'controls'>>): void;
  /** What the overlay's buttons do to this ad (a SIMID creative asks the same of it). */
  readonly controls: AdControls;
  readonly state: AdLifecycleState;
  moment(): AdMoment;
  /** Resolves with the end phase once the ad is torn down. */
  readonly done: Promise<AdEndPhase>;
}

interface AdRunOptions {
  kind: AdKind;
  store: AdStore;
  tracker: AdTracker;
  controls: AdControls;
  initial: Omit<AdView, 'kind' | 'phase' | 'controls'>;
  moment(): AdMoment;
  /** Releases the element or the frame; runs once, at the end. */
  teardown(): void;
}

/** Starts the lifecycle of one ad and puts it on the overlay. */
export function createAdRun(options: AdRunOptions): AdRun {
  const { kind, store, tracker, controls } = options;
  let state = initialAdLifecycle;
  let finish: (phase: AdEndPhase) => void = () => undefined;
  const done = new Promise<AdEndPhase>((resolve) => (finish = resolve));
  store.setState({
    ad: { ...options.initial, kind, phase: state.phase, controls },
    viewerControlled: false,
  });

  const update = (view: Partial<AdView>) => {
    const current = store.getState().ad;
    if (current?.controls === controls) store.setState({ ad: { ...current, ...view } });
  };

  return {
    dispatch(event) {
      const result = adTransition(state, event);
      if (result.state === state) return;
      state = result.state;
      tracker.apply(result.effects);
      update({ phase: state.phase });
      const end = result.effects.find((effect) => effect.type === 'teardown');
      if (end?.type !== 'teardown') return;
      options.teardown();
      if (store.getState().ad?.controls === controls) store.setState({ ad: undefined });
      finish(end.phase);
    },
    show: update,
    controls,
    get state() {
      return state;
    },
    moment: options.moment,
    done,
  };
}
