/**
 * Before a focused control leaves the screen (a button that goes once pressed): the focus moves to
 * the player itself, where the keys and a screen reader go on, rather than to the page's body.
 */
export function focusPlayerFrom(control: Element): void {
  control.closest<HTMLElement>('[role="region"]')?.focus();
}
