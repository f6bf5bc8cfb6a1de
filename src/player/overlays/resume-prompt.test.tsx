import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MediaState } from '../../media/media-store';
import { renderWithMedia } from '../testing/render-with-media';
import { ResumePrompt } from './resume-prompt';

function renderPrompt(state: Partial<MediaState> = { phase: 'ready', paused: true }) {
  const onAnswered = vi.fn();
  const rendered = renderWithMedia(<ResumePrompt resumeAt={65.4} onAnswered={onAnswered} />, state);
  return { ...rendered, onAnswered };
}

const continueButton = () => screen.getByRole('button', { name: 'Продолжить просмотр' });
const restartButton = () => screen.getByRole('button', { name: 'Начать сначала' });

describe('ResumePrompt', () => {
  it('asks where the viewer stopped, with focus on continuing', () => {
    renderPrompt();
    const dialog = screen.getByRole('dialog', { name: 'Вы остановились на 0:01:05' });
    expect(dialog).toHaveTextContent('Вы остановились на 0:01:05');
    expect(continueButton()).toHaveFocus();
  });

  it('plays on from where the viewer stopped', async () => {
    const { engine, user, onAnswered } = renderPrompt();
    await user.click(continueButton());
    expect(engine.play).toHaveBeenCalledTimes(1);
    expect(engine.seek).not.toHaveBeenCalled();
    expect(onAnswered).toHaveBeenCalledTimes(1);
  });

  it('starts over from the beginning', async () => {
    const { engine, user, onAnswered } = renderPrompt();
    await user.click(restartButton());
    expect(engine.seek).toHaveBeenCalledTimes(1);
    expect(engine.seek).toHaveBeenCalledWith(0);
    expect(engine.play).toHaveBeenCalledTimes(1);
    const seekOrder = vi.mocked(engine.seek).mock.invocationCallOrder[0] ?? Infinity;
    const playOrder = vi.mocked(engine.play).mock.invocationCallOrder[0] ?? -Infinity;
    expect(seekOrder).toBeLessThan(playOrder);
    expect(onAnswered).toHaveBeenCalledTimes(1);
  });

  it('answers itself when playback starts some other way', () => {
    const { store, engine, onAnswered } = renderPrompt();
    act(() => store.setState({ currentTime: 65 }));
    expect(onAnswered).not.toHaveBeenCalled();

    act(() => store.setState({ paused: false }));
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(engine.play).not.toHaveBeenCalled();
    expect(engine.seek).not.toHaveBeenCalled();
  });

  it('does not take playback already going at mount for an answer', () => {
    const { store, onAnswered } = renderPrompt({ phase: 'ready', paused: false });
    act(() => store.setState({ currentTime: 66 }));
    act(() => store.setState({ currentTime: 67 }));
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it('keeps its clicks from the player surface behind it', () => {
    const behind = { onClick: vi.fn(), onPointerDown: vi.fn(), onDoubleClick: vi.fn() };
    const onAnswered = vi.fn();
    renderWithMedia(
      <div {...behind}>
        <ResumePrompt resumeAt={65.4} onAnswered={onAnswered} />
      </div>,
      { phase: 'ready', paused: true },
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    fireEvent.doubleClick(dialog);
    expect(behind.onPointerDown).not.toHaveBeenCalled();
    expect(behind.onClick).not.toHaveBeenCalled();
    expect(behind.onDoubleClick).not.toHaveBeenCalled();
    expect(onAnswered).not.toHaveBeenCalled();
  });
});
