import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React only warns of children sharing a key, yet they leave orphaned nodes on the page (a
// countdown that outlived its episode): in tests that warning is a failure. Installed once per
// worker, since files share their worker's globals (isolate: false).
const keyWarning = /two children with the same key|should have a unique "key"/;
const guarded = Symbol.for('player.test-setup.key-warning');
const consoleWithFlag = console as Console & { [guarded]?: true };
if (!consoleWithFlag[guarded]) {
  consoleWithFlag[guarded] = true;
  const report = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'string' && keyWarning.test(arg)))
      throw new Error(`React: ${args.map(String).join(' ')}`);
    report(...args);
  };
}

afterEach(() => cleanup());
