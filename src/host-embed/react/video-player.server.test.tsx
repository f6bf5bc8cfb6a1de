// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

describe('<VideoPlayer> on a server', () => {
  it('renders its empty container: the player is made in the browser', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(<VideoPlayer movieId={1} className="player" />);
    expect(html).toBe('<div class="player"></div>');
  });
});
