// Test support: jsdom lacks the Clipboard API, execCommand and navigator.share, so tests define them.
const restores: (() => void)[] = [];

/** Defines (or replaces) a property of a global object until the next restoreGlobals(). */
export function defineGlobal(target: object, key: PropertyKey, value: unknown): void {
  const saved = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  restores.push(() => {
    if (saved) Object.defineProperty(target, key, saved);
    else Reflect.deleteProperty(target, key);
  });
}

/** Puts every property defineGlobal changed back as it was, the latest first. */
export function restoreGlobals(): void {
  for (const restore of restores.splice(0).reverse()) restore();
}
