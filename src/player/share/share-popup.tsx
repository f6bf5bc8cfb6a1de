import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type SyntheticEvent,
} from 'react';
import { formatTime } from '../../lib/format-time';
import { laterStrings } from '../../lib/later-strings';
import { CloseButton } from '../overlays/close-button';
import { strings } from '../../lib/strings';
import { Icon } from '../icons';
import { laterIcons } from '../later-icons';
import { copyText } from './copy-text';
import { buildShareLink } from './share-links';
import { shareServiceLinks } from './share-services';
import './share.css';

export interface SharePopupProps {
  /** The film's or episode's title, passed to the services as the post's text. */
  title: string;
  movieId: number;
  episodeId?: number;
  /** The playback position when the popup opened, in seconds: the time code offered. */
  currentTime: number;
  /** The player page's address; the shared link keeps its origin and path only. */
  pageUrl: string;
  onClose(): void;
}

type CopyResult = 'idle' | 'copied' | 'failed';

// The player surface behind toggles play on click: nothing in the dialog may reach it.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The share popup: the five services, the time code checkbox, the link and 'Копировать ссылку'.
 * A non-modal dialog: Escape and its close button close it; focus starts on the first service.
 */
export default function SharePopup(props: SharePopupProps) {
  const { title, movieId, episodeId, currentTime, pageUrl, onClose } = props;
  const [withTime, setWithTime] = useState(false);
  const [copyResult, setCopyResult] = useState<CopyResult>('idle');
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const link = buildShareLink(pageUrl, { movieId, episodeId }, withTime ? currentTime : undefined);
  const services = shareServiceLinks(link, title);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    firstLinkRef.current?.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A native listener on the dialog: the player's shortcuts listen natively on the player element,
    // which a React handler (delegated to the root) would reach too late to stop.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  const onTimeChange = (event: ChangeEvent<HTMLInputElement>) => {
    setWithTime(event.currentTarget.checked);
    // The confirmation was about the previous link.
    setCopyResult('idle');
  };

  const copy = async () => {
    const copied = await copyText(link);
    setCopyResult(copied ? 'copied' : 'failed');
    if (!copied) {
      // Selected, the link is one Ctrl+C (or a long press) away.
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-label={strings.shareButton}
      aria-modal="false"
      className="share-dialog"
      onPointerDown={keepInside}
      onClick={keepInside}
      onDoubleClick={keepInside}
    >
      <div className="share-header">
        <h2 className="share-heading">{strings.shareButton}</h2>
        <CloseButton onClose={onClose} />
      </div>
      <ul className="share-services">
        {services.map((service, index) => (
          <li key={service.id}>
            <a
              ref={index === 0 ? firstLinkRef : undefined}
              className={`share-service share-service--${service.id}`}
              href={service.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {service.label}
            </a>
          </li>
        ))}
      </ul>
      <label className="share-time">
        <input type="checkbox" checked={withTime} onChange={onTimeChange} />
        {laterStrings.shareWithTimeCode}{' '}
        <span className="share-time-value">{formatTime(currentTime)}</span>
      </label>
      <label className="share-field-label" htmlFor={fieldId}>
        {laterStrings.shareLinkField}
      </label>
      <div className="share-copy-row">
        <input
          ref={fieldRef}
          id={fieldId}
          className="share-field"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="share-copy" onClick={() => void copy()}>
          <Icon path={laterIcons.copy} />
          {laterStrings.copyLink}
        </button>
      </div>
      <p role="status" className={`share-status share-status--${copyResult}`}>
        {copyResult === 'copied' && laterStrings.linkCopied}
        {copyResult === 'failed' && laterStrings.copyFailed}
      </p>
    </div>
  );
}
