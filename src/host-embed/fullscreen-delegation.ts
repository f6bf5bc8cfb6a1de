/**
 * Whether this browser passes a host's click on to a frame through postMessage's `delegate`
 * (Capability Delegation: Chromium only). A browser reads only the options it knows, so a probe
 * whose `delegate` is a getter tells; its message goes to no one, its origin matching none.
 */
export function canDelegateFullscreen(): boolean {
  let read = false;
  const probe = {
    targetOrigin: 'https://delegation-probe.invalid',
    get delegate() {
      read = true;
      return undefined;
    },
  };
  try {
    window.postMessage(null, probe as WindowPostMessageOptions);
  } catch {
    // An old browser that takes only a target origin string: it cannot delegate either.
  }
  return read;
}
