/**
 * jsdom has no HTMLDialogElement.showModal() or close(): these stand in for them with the `open`
 * attribute. The browser tests cover what a real modal does (the inert page, the top layer).
 * Returns the undo.
 */
export function stubModalDialogs(): () => void {
  const prototype = HTMLDialogElement.prototype;
  Object.defineProperties(prototype, {
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    },
  });
  return () => {
    Reflect.deleteProperty(prototype, 'showModal');
    Reflect.deleteProperty(prototype, 'close');
  };
}
