import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('render failed');
}

it('shows the generic error screen with the id it reported instead of a blank page', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  const text = screen.getByText(
    /^К сожалению, произошла ошибка.*Идентификатор ошибки: ([0-9A-F]{8})$/,
  );
  const id = text.textContent?.match(/([0-9A-F]{8})$/)?.[1];
  expect(screen.getByRole('button', { name: 'Перезагрузить страницу' })).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith(
    `[player] error ${id}`,
    expect.objectContaining({ message: 'render failed', componentStack: expect.any(String) }),
  );
});
