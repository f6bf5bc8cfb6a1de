import { useLayoutEffect, useRef } from 'react';

interface ContentVideoHostProps {
  /** The player's one content video (see createContentVideo). */
  video: HTMLVideoElement;
  title: string;
}

/** Puts the content video, which React does not render, in its place on the player screen. */
export function ContentVideoHost({ video, title }: ContentVideoHostProps) {
  const host = useRef<HTMLDivElement>(null);
  // Before the paint and before the engine attaches (in an effect): an element moved within one
  // task keeps its stream and its frame.
  useLayoutEffect(() => {
    host.current?.append(video);
  }, [video]);
  useLayoutEffect(() => video.setAttribute('aria-label', title), [video, title]);
  return <div ref={host} className="content-video-host" />;
}
