// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoPlayerFrame } from './video-player';

describe('<VideoPlayerFrame> on a server', () => {
  it('renders its empty container: the player is made in the browser', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(<VideoPlayerFrame movieId={1} className="player" />);
    expect(html).toBe('<div class="player"></div>');
  });
});
