import { strings } from '../../lib/strings';

/** The placeholder shown until the catalogue has answered and the first frame is decoded. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      {strings.loading}
    </div>
  );
}
