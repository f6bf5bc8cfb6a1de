import type { Control } from '../driver';

/**
 * Finds the shown elements of a role and accessible name, run inside the page (it must close over
 * nothing). For the engines whose drivers have no query by accessible name (Firefox over BiDi,
 * WebKit over classic WebDriver); Chromium uses Playwright's getByRole. Covers what the player's
 * controls use: an explicit role or a native one, and a name from aria-labelledby, aria-label,
 * a label element, the text content (buttons, links, menu entries) or the title.
 */
export function findControls({ role, name, prefix }: Control): Element[] {
  const nativeRoles: Record<string, string> = {
    button: 'button, input[type="button"], input[type="submit"], summary',
    link: 'a[href]',
    slider: 'input[type="range"]',
    checkbox: 'input[type="checkbox"]',
    dialog: 'dialog',
  };
  const nativeRole = nativeRoles[role];
  const selector = `[role~="${role}"]${nativeRole ? `, ${nativeRole}` : ''}`;
  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const roleOf = (element: Element) => element.getAttribute('role')?.split(' ')[0];
  const nameFromContent = ['button', 'link', 'menuitem', 'menuitemradio'].includes(role);
  const labelOf = (element: Element) =>
    element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squeeze(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const label = squeeze(element.getAttribute('aria-label'));
    if (label) return label;
    const labelElement = labelOf(element) ?? element.closest('label');
    if (labelElement) return squeeze((labelElement as HTMLElement).innerText);
    if (nameFromContent) {
      const content = squeeze((element as HTMLElement).innerText ?? element.textContent);
      if (content) return content;
    }
    return squeeze(element.getAttribute('title'));
  };
  const hiddenFromAll = (element: Element) =>
    Boolean(element.closest('[aria-hidden="true"], [inert]')) ||
    !element.checkVisibility({ visibilityProperty: true }) ||
    element.getBoundingClientRect().width === 0;
  const named = (element: Element) => {
    const actual = accessibleName(element);
    return prefix ? actual.startsWith(name) : actual === name;
  };
  return Array.from(document.querySelectorAll(selector)).filter(
    (element) => (roleOf(element) ?? role) === role && !hiddenFromAll(element) && named(element),
  );
}
