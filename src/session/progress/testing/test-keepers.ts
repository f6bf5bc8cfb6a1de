import { createProgressKeeper, type ProgressKeeper } from '../progress-keeper';
import type { ProgressKeeperOptions } from '../progress-types';

const made: ProgressKeeper[] = [];

/** A keeper of content 2 unless told otherwise, disposed by disposeTestKeepers after the test. */
export function testKeeper(
  sender: ProgressKeeperOptions['sender'],
  options: Partial<Omit<ProgressKeeperOptions, 'sender'>> = {},
): ProgressKeeper {
  const keeper = createProgressKeeper({ contentId: 2, sender, ...options });
  made.push(keeper);
  return keeper;
}

/** Disposes every keeper testKeeper made, so no timer or listener outlives its test. */
export function disposeTestKeepers(): void {
  for (const keeper of made.splice(0)) keeper.dispose();
}
