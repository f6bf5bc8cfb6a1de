import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { thumbnailAt } from '../../media/thumbnail-track';
import { useMediaState } from '../hooks/media-context';
import { useThumbnailTrack } from './use-thumbnail-track';
import './seek-preview.css';

export interface SeekPreviewProps {
  /** The time under the pointer, and the pointer's x from the seek bar's left edge. */
  hover: { time: number; x: number };
}

// The width of a cue's whole image (a cue without #xywh); a tile shows at its own size.
const wholeImageWidth = 160;
// The room kept between the picture and the player's edges.
const edgeGap = 8;

/**
 * The picture of the hovered time above the seek bar's time, from the media's thumbnails track (a
 * tile of a sprite sheet, or a whole image). Nothing shows without a track, until the track and
 * the picture are in, or when either fails: the time alone stays.
 */
export function SeekPreview({ hover }: SeekPreviewProps) {
  const cues = useThumbnailTrack(useMediaState((state) => state.thumbnails));
  const cue = cues && thumbnailAt(cues, hover.time);
  const [images, setImages] = useState<Record<string, 'loaded' | 'failed'>>({});
  const ref = useRef<HTMLImageElement>(null);
  // Where the player's edges are, in the bar's coordinates: the picture stays between them.
  const [room, setRoom] = useState<{ from: number; to: number }>();
  const hasCue = cue !== undefined;
  useLayoutEffect(() => {
    const bar = ref.current?.parentElement?.getBoundingClientRect();
    const player = ref.current?.closest('.player')?.getBoundingClientRect();
    if (bar && player) setRoom({ from: player.left - bar.left, to: player.right - bar.left });
  }, [hasCue]);

  if (!cue || images[cue.image] === 'failed') return null;
  const { image, region } = cue;
  const half = (region?.w ?? wholeImageWidth) / 2 + edgeGap;
  const left = room ? Math.max(room.from + half, Math.min(hover.x, room.to - half)) : hover.x;
  const mark = (state: 'loaded' | 'failed') => setImages((known) => ({ ...known, [image]: state }));
  const tile: CSSProperties = region
    ? {
        width: region.w,
        height: region.h,
        objectFit: 'none',
        objectPosition: `${-region.x}px ${-region.y}px`,
      }
    : { width: wholeImageWidth };
  return (
    <img
      ref={ref}
      className="seek-preview"
      data-testid="seek-preview"
      src={image}
      alt=""
      aria-hidden="true"
      draggable={false}
      style={{ ...tile, left, visibility: room && images[image] ? undefined : 'hidden' }}
      onLoad={() => mark('loaded')}
      onError={() => mark('failed')}
    />
  );
}
