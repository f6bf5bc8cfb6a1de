import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from './app/app';
import { ErrorBoundary } from './app/error-boundary';

/** Mounts the player's UI in container; the page's boot (main.tsx) has already started its loads. */
export function renderPage(container: HTMLElement, props: AppProps): void {
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <App {...props} />
      </ErrorBoundary>
    </StrictMode>,
  );
}
