/**
 * The later texts of the page's language when it is not Russian: put here at boot, read by
 * later-strings.ts when the first part that shows them loads (always after the boot's choice).
 */
export const chosenLaterStrings: { texts?: unknown } = {};
