import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// React only warns of children sharing a key, yet they leave orphaned nodes on the page (a
// countdown that outlived its episode): in tests that warning is a failure.
const keyWarning = /two children with the same key|should have a unique "key"/;
beforeEach(() => {
  const report = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'string' && keyWarning.test(arg)))
      throw new Error(`React: ${args.map(String).join(' ')}`);
    report(...args);
  });
});

afterEach(() => cleanup());
