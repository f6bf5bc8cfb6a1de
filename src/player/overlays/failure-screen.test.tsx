import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaFailure } from '../../media/media-store';
import { playerEvents, type PlayerEvents } from '../player-events';
import { FailureScreen } from './failure-screen';

const genericText =
  /^К сожалению, произошла ошибка, попробуйте перезагрузите страницу\. Идентификатор ошибки: ([0-9A-F]{8})$/i;

let events: PlayerEvents['error'][];
let unsubscribe: () => void;

beforeEach(() => {
  events = [];
  unsubscribe = playerEvents.on('error', (event) => events.push(event));
});

afterEach(() => {
  unsubscribe();
  vi.restoreAllMocks();
});

/** Renders the screen with console.error recorded (a playback failure logs its id). */
function renderFailure(failure: MediaFailure) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(<FailureScreen failure={failure} />);
  return { alert: screen.getByRole('alert'), consoleError, rerender };
}

describe('FailureScreen', () => {
  it("shows a master playlist's URL when it failed to load, and reports a player error", () => {
    const url = 'http://127.0.0.1:8080/media/films/film-1/master.json';
    const { alert } = renderFailure({ kind: 'manifest', url });
    expect(alert).toContainElement(screen.getByText(`Ошибка в загрузке: ${url}`));
    expect(screen.queryByRole('button')).toBeNull();
    expect(events).toEqual([
      { type: 'manifest', message: expect.stringMatching(/^error [0-9A-F]{8}$/i) },
    ]);
  });

  it('shows the generic text with an error id and a reload button for a playback failure', () => {
    const failure: MediaFailure = { kind: 'playback', detail: 'bufferStalledError' };
    const { alert, consoleError } = renderFailure(failure);
    const text = screen.getByText(genericText);
    expect(alert).toContainElement(text);
    const id = genericText.exec(text.textContent)?.[1];
    expect(id).toMatch(/^[0-9A-F]{8}$/i);
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Перезагрузить страницу' }));

    // The id a viewer reads out is the one reported and logged.
    expect(events).toEqual([{ type: 'bufferStalledError', message: `error ${id}` }]);
    expect(consoleError).toHaveBeenCalledWith(`[player] error ${id}`, failure);
  });

  it('treats an unsupported stream as any other error', () => {
    renderFailure({ kind: 'unsupported' });
    expect(screen.getByText(genericText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перезагрузить страницу' })).toBeInTheDocument();
    expect(events).toEqual([
      { type: 'unsupported', message: expect.stringMatching(/^error [0-9A-F]{8}$/i) },
    ]);
  });

  it('keeps its error id and reports once across re-renders with the same failure', () => {
    const failure: MediaFailure = { kind: 'playback', detail: 'fragLoadError' };
    const { rerender } = renderFailure(failure);
    const before = screen.getByText(genericText).textContent;
    rerender(<FailureScreen failure={failure} />);
    expect(screen.getByText(genericText).textContent).toBe(before);
    expect(events).toHaveLength(1);
  });
});
