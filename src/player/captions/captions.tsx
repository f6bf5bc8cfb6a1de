import { useLayoutEffect, useRef } from 'react';
import { useMediaState } from '../hooks/media-context';
import { useCaptionStyle } from './caption-style';

/** The active cues in the viewer's caption style (a chunk loaded once subtitles are shown). */
export function Captions() {
  const cues = useMediaState((state) => state.cues);
  const [style] = useCaptionStyle();
  return (
    <div
      className="captions-style"
      data-caption-size={style.size}
      data-caption-color={style.color}
      data-caption-background={style.background}
    >
      {cues.map((cue, index) => (
        <CueText key={index} cue={cue} />
      ))}
    </div>
  );
}

/**
 * A cue as WebVTT renders it: the browser's own parser (getCueAsHTML) makes text nodes and <i>,
 * <b>, <u>, <ruby> and class spans, entities decoded; never markup from the raw text. React never
 * sees those nodes.
 */
function CueText({ cue }: { cue: TextTrackCue }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const content = 'getCueAsHTML' in cue ? (cue as VTTCue).getCueAsHTML() : new Text(cueText(cue));
    ref.current?.replaceChildren(content);
  }, [cue]);
  // A cue of only spaces draws no band.
  if (!cueText(cue).trim()) return null;
  return <span ref={ref} className="caption-cue" data-testid="caption-cue" />;
}

const cueText = (cue: TextTrackCue) => ('text' in cue ? String(cue.text) : '');
