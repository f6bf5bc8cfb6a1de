// Not a URL, so no origin: postMessage throws a SyntaxError once it has read its options, before
// it sends anything, and a browser logs nothing for an exception the caller catches.
const noOrigin = 'delegation probe';

/**
 * Whether this browser passes a host's click on to a frame through postMessage's `delegate`
 * (Capability Delegation: Chromium only). A browser reads every option it knows before it acts,
 * so a probe whose `delegate` is a getter tells; its target origin makes the call throw, so no
 * message goes anywhere and no console says so.
 */
export function canDelegateFullscreen(): boolean {
  let read = false;
  const probe = {
    targetOrigin: noOrigin,
    get delegate() {
      read = true;
      return undefined;
    },
  };
  try {
    window.postMessage(null, probe as WindowPostMessageOptions);
  } catch {
    // Expected: the SyntaxError of the target origin (or an old browser's TypeError for options
    // it cannot take, and then it cannot delegate either).
  }
  return read;
}
