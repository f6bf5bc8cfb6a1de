/** Lets the pending promises (hls.js arriving, a play) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A promise the test settles when it chooses. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
