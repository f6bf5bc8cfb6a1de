// Small inline icons for the menus; decorative, the buttons carry the names.

/** Sliders: the 'Настройки' button. */
export function SettingsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 5h9v2H3zm13 0h5v2h-5zm-3-2h2v6h-2zM3 11h3v2H3zm7 0h11v2H10zM7 9h2v6H7zm-4 8h11v2H3zm15 0h3v2h-3zm-3-2h2v6h-2z" />
    </svg>
  );
}

/** A frame with two lines of text: the 'Субтитры' button. */
export function SubtitlesIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v12h16V6zm2 5h3v2H6zm5 0h7v2h-7zm-5 3h8v2H6zm10 0h2v2h-2z"
      />
    </svg>
  );
}

/** A speech bubble with level bars: the 'Аудио' button. */
export function AudioIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v4h2V9zm4-2v8h2V7zm4 3v2h2v-2z"
      />
    </svg>
  );
}

/** The mark of the chosen option. */
export function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="menu-check">
      <path d="M4 12.5 5.5 11l4 4 9-9L20 7.5 9.5 18z" />
    </svg>
  );
}

/** 'Назад'. */
export function ChevronLeftIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M15.5 5.5 14 4l-8 8 8 8 1.5-1.5L9 12z" />
    </svg>
  );
}

/** An entry that opens a submenu. */
export function ChevronRightIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M8.5 5.5 10 4l8 8-8 8-1.5-1.5L15 12z" />
    </svg>
  );
}
