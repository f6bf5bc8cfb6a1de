// @ts-check
// Injected before a page's scripts by live-objects.ts (a plain script): wraps setTimeout,
// setInterval, clearTimeout and clearInterval of this window so that window.__liveTimers counts the
// timeouts still pending and the intervals still active. The wrappers return what the originals
// return and pass `this` and every argument through, so the page cannot tell.
(() => {
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  if (target.__liveTimers) return;
  /** @type {Set<unknown>} */
  const timeouts = new Set();
  /** @type {Set<unknown>} */
  const intervals = new Set();
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = window;
  const { clearTimeout: realClearTimeout, clearInterval: realClearInterval } = window;

  target.__liveTimers = { count: () => ({ timeouts: timeouts.size, intervals: intervals.size }) };

  /** @this {unknown} @param {unknown} handler @param {unknown[]} rest */
  function setTimeout(handler, ...rest) {
    // A string handler (eval) is the page's business: pass it on untouched and uncounted.
    if (typeof handler !== 'function')
      return Reflect.apply(realSetTimeout, this, [handler, ...rest]);
    /** @type {unknown} */
    let id;
    /** @this {unknown} @param {unknown[]} args */
    const fire = function (...args) {
      timeouts.delete(id);
      return Reflect.apply(handler, this, args);
    };
    id = Reflect.apply(realSetTimeout, this, [fire, ...rest]);
    timeouts.add(id);
    return id;
  }

  /** @this {unknown} @param {unknown} handler @param {unknown[]} rest */
  function setInterval(handler, ...rest) {
    const id = Reflect.apply(realSetInterval, this, [handler, ...rest]);
    if (typeof handler === 'function') intervals.add(id);
    return id;
  }

  // Timeouts and intervals share one id space, and either clear function clears either kind.
  /** @this {unknown} @param {unknown[]} args */
  function clearTimeout(...args) {
    timeouts.delete(args[0]);
    intervals.delete(args[0]);
    return Reflect.apply(realClearTimeout, this, args);
  }

  /** @this {unknown} @param {unknown[]} args */
  function clearInterval(...args) {
    timeouts.delete(args[0]);
    intervals.delete(args[0]);
    return Reflect.apply(realClearInterval, this, args);
  }

  Object.assign(window, { setTimeout, setInterval, clearTimeout, clearInterval });
})();
