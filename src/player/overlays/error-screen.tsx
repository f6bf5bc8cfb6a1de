import { strings } from '../../lib/strings';

interface ErrorScreenProps {
  message: string;
  /** Set for unexpected errors: the screen then offers to reload the page. */
  canReload?: boolean;
}

/** A full-size error screen with one of the spec's texts (section 8). */
export function ErrorScreen({ message, canReload = false }: ErrorScreenProps) {
  return (
    <div className="error-screen" role="alert">
      <p>{message}</p>
      {canReload && (
        <button type="button" className="reload-button" onClick={() => window.location.reload()}>
          {strings.reloadPage}
        </button>
      )}
    </div>
  );
}
