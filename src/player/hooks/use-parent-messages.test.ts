import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useParentMessages } from './use-parent-messages';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Makes this window a frame; messages from the returned host window count as the parent's. */
function framedByHost(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const host = iframe.contentWindow;
  if (!host) throw new Error('jsdom gave the iframe no window');
  vi.spyOn(window, 'parent', 'get').mockReturnValue(host);
  return host;
}

function fromHost(host: Window, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, source: host }));
}

describe('useParentMessages', () => {
  it('closes menus on click and pauses on pause while mounted', () => {
    const host = framedByHost();
    const actions = { closeMenus: vi.fn(), pause: vi.fn() };
    const { unmount } = renderHook(() => useParentMessages(actions));

    fromHost(host, { kind: 'click' });
    expect(actions.closeMenus).toHaveBeenCalledTimes(1);
    expect(actions.pause).not.toHaveBeenCalled();
    fromHost(host, '{"kind":"pause"}');
    expect(actions.pause).toHaveBeenCalledTimes(1);

    unmount();
    fromHost(host, { kind: 'click' });
    fromHost(host, { kind: 'pause' });
    expect(actions.closeMenus).toHaveBeenCalledTimes(1);
    expect(actions.pause).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callbacks after a re-render', () => {
    const host = framedByHost();
    const first = { closeMenus: vi.fn(), pause: vi.fn() };
    const second = { closeMenus: vi.fn(), pause: vi.fn() };
    const { rerender } = renderHook((actions) => useParentMessages(actions), {
      initialProps: first,
    });
    rerender(second);
    fromHost(host, { kind: 'click' });
    expect(first.closeMenus).not.toHaveBeenCalled();
    expect(second.closeMenus).toHaveBeenCalledTimes(1);
  });

  it('ignores the same message from a window other than the parent', () => {
    framedByHost();
    const actions = { closeMenus: vi.fn(), pause: vi.fn() };
    renderHook(() => useParentMessages(actions));
    window.dispatchEvent(new MessageEvent('message', { data: { kind: 'pause' }, source: window }));
    expect(actions.pause).not.toHaveBeenCalled();
  });
});
