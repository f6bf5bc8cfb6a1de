import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerError } from '../../lib/player-error';
import { FailureScreen } from './failure-screen';

const genericText =
  /^К сожалению, произошла ошибка, попробуйте перезагрузите страницу\. Идентификатор ошибки: ([0-9A-F]{8})$/i;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders the screen with console.error recorded (a playback failure logs its id). */
function renderFailure(failure: PlayerError) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(<FailureScreen failure={failure} />);
  return { alert: screen.getByRole('alert'), consoleError, rerender };
}

describe('FailureScreen', () => {
  it("shows a master playlist's URL when it failed to load, and logs nothing", () => {
    const url = 'http://127.0.0.1:8080/media/films/film-1/master.json';
    const { alert, consoleError } = renderFailure({
      kind: 'manifest',
      detail: 'manifestLoadError',
      fatal: true,
      url,
    });
    expect(alert).toContainElement(screen.getByText(`Ошибка в загрузке: ${url}`));
    expect(screen.queryByRole('button')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the generic text with an error id and a reload button for a playback failure', () => {
    const hlsData = { type: 'mediaError', details: 'bufferStalledError', fatal: true };
    const failure: PlayerError = {
      kind: 'media',
      detail: 'bufferStalledError',
      fatal: true,
      cause: hlsData,
    };
    const { alert, consoleError } = renderFailure(failure);
    const text = screen.getByText(genericText);
    expect(alert).toContainElement(text);
    const id = genericText.exec(text.textContent)?.[1];
    expect(id).toMatch(/^[0-9A-F]{8}$/i);
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Перезагрузить страницу' }));

    // The id a viewer reads out is the one logged, beside the failure.
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      `[player] error ${id}`,
      expect.objectContaining({
        failure,
        message: 'The stream failed: bufferStalledError',
        cause: hlsData,
      }),
    );
  });

  it.each([
    ['unsupported', 'Этот браузер не может воспроизвести защищённое видео', false],
    ['refused', 'Нет доступа к защищённому видео', false],
    ['license', 'Не удалось получить лицензию на видео', true],
  ] as const)(
    "shows a protected stream's %s failure as its own screen, reported once",
    async (failure, text, canReload) => {
      const drmFailure = { kind: 'drm', detail: 'keySystemNoKeys', fatal: true, failure } as const;
      // Its screen is a part of its own, loaded on demand: shown once that is in.
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { rerender } = render(<FailureScreen failure={drmFailure} />);
      const alert = await screen.findByRole('alert');
      rerender(<FailureScreen failure={drmFailure} />);
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent(/Идентификатор ошибки/);
      const reload = screen.queryByRole('button', { name: 'Перезагрузить страницу' });
      expect(reload !== null).toBe(canReload);
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(/^\[player\] error [0-9A-F]{8}$/i),
        expect.objectContaining({ failure: drmFailure }),
      );
    },
  );

  it('never shows a manifest failure without its address as one', () => {
    renderFailure({ kind: 'manifest', detail: 'manifestLoadError', fatal: true });
    expect(screen.getByText(genericText)).toBeInTheDocument();
    expect(screen.queryByText(/Ошибка в загрузке/)).toBeNull();
  });

  it('treats an unsupported stream as any other error', () => {
    renderFailure({ kind: 'unsupported', detail: 'unsupported', fatal: true });
    expect(screen.getByText(genericText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перезагрузить страницу' })).toBeInTheDocument();
  });

  it('keeps its error id and reports once across re-renders with the same failure', () => {
    const failure: PlayerError = { kind: 'network', detail: 'fragLoadError', fatal: true };
    const { rerender, consoleError } = renderFailure(failure);
    const before = screen.getByText(genericText).textContent;
    rerender(<FailureScreen failure={failure} />);
    expect(screen.getByText(genericText).textContent).toBe(before);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
