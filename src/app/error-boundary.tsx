import { Component, type ErrorInfo, type ReactNode } from 'react';
import { strings } from '../lib/strings';
import { ErrorScreen } from '../player/overlays/error-screen';
import { reportError } from '../errors/error-reporting';

interface State {
  failed: boolean;
  /** The reported error's id, known once componentDidCatch has reported it. */
  errorId: string | undefined;
}

/** The last resort: a render error shows the generic error screen with its reported id, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, errorId: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ errorId: reportError(withComponentStack(error, info)) });
  }

  override render() {
    const { failed, errorId } = this.state;
    if (!failed) return this.props.children;
    return errorId === undefined ? null : (
      <ErrorScreen message={strings.genericError(errorId)} canReload />
    );
  }
}

function withComponentStack(error: unknown, info: ErrorInfo): unknown {
  if (error instanceof Error && info.componentStack) {
    Object.assign(error, { componentStack: info.componentStack });
  }
  return error;
}
