import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFullscreenBridge, type FullscreenBridgeOptions } from './fullscreen-bridge';

// jsdom has no Fullscreen API: these stand-ins behave like a browser that grants every request.
const stubbed: string[] = [];

function stubDocument(name: string, descriptor: PropertyDescriptor): void {
  Object.defineProperty(document, name, { configurable: true, ...descriptor });
  stubbed.push(name);
}

afterEach(() => {
  for (const name of stubbed.splice(0)) Reflect.deleteProperty(document, name);
  document.body.replaceChildren();
});

function setup(overrides: Partial<FullscreenBridgeOptions> = {}) {
  const element = document.createElement('div');
  const video = document.createElement('video');
  element.append(video);
  document.body.append(element);
  const post = vi.fn();
  const bridge = createFullscreenBridge({
    element,
    video,
    mode: 'native',
    isIOS: false,
    post,
    ...overrides,
  });
  const listener = vi.fn();
  bridge.subscribe(listener);
  return { element, video, post, bridge, listener };
}

/** The standard API: requestFullscreen on the element, the rest on the document. */
function standardApi(element: HTMLElement, options: { refuse?: boolean } = {}) {
  let current: Element | null = null;
  stubDocument('fullscreenElement', { get: () => current });
  const exitFullscreen = vi.fn(async () => {
    current = null;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  stubDocument('exitFullscreen', { value: exitFullscreen });
  const requestFullscreen = vi.fn(async () => {
    if (options.refuse) throw new TypeError('Permissions check failed');
    current = element;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  element.requestFullscreen = requestFullscreen;
  return { requestFullscreen, exitFullscreen };
}

describe('createFullscreenBridge while the host fills the screen with the whole frame', () => {
  it('counts as fullscreen, tells the listeners, and asks the host to leave', async () => {
    const { element, post, bridge, listener } = setup();
    const { requestFullscreen, exitFullscreen } = standardApi(element);
    bridge.setFrameFullscreen(true);
    expect(bridge.isFullscreen()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    await bridge.enter();
    expect(requestFullscreen).not.toHaveBeenCalled();
    await bridge.exit();
    expect(post).toHaveBeenCalledWith('exitFullScreen');
    expect(exitFullscreen).not.toHaveBeenCalled();
    bridge.setFrameFullscreen(false);
    expect(bridge.isFullscreen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('leaves its own fullscreen first where the player element fills the screen too', async () => {
    const { element, post, bridge } = setup();
    const { exitFullscreen } = standardApi(element);
    await bridge.enter();
    bridge.setFrameFullscreen(true);
    await bridge.exit();
    expect(exitFullscreen).toHaveBeenCalledOnce();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('createFullscreenBridge in native mode', () => {
  it('puts the player element into fullscreen and tells the listeners', async () => {
    const { element, bridge, listener, post } = setup();
    const api = standardApi(element);
    expect(bridge.isFullscreen()).toBe(false);

    await bridge.enter();
    expect(api.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(bridge.isFullscreen()).toBe(true);
    expect(bridge.isStretched()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);

    await bridge.exit();
    expect(api.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(bridge.isFullscreen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(post).not.toHaveBeenCalled();
  });

  it('toggles between the two states and asks nothing twice', async () => {
    const { element, bridge } = setup();
    const api = standardApi(element);
    await bridge.exit();
    expect(api.exitFullscreen).not.toHaveBeenCalled();
    await bridge.toggle();
    expect(bridge.isFullscreen()).toBe(true);
    await bridge.enter();
    expect(api.requestFullscreen).toHaveBeenCalledTimes(1);
    await bridge.toggle();
    expect(bridge.isFullscreen()).toBe(false);
    expect(api.exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('does not count another element in fullscreen as the player', () => {
    const { bridge } = setup();
    const other = document.createElement('div');
    document.body.append(other);
    stubDocument('fullscreenElement', { get: () => other });
    expect(bridge.isFullscreen()).toBe(false);
  });

  it('stays out of fullscreen without an error when the browser refuses', async () => {
    const { element, bridge, listener } = setup();
    const api = standardApi(element, { refuse: true });
    await expect(bridge.enter()).resolves.toBeUndefined();
    expect(api.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(bridge.isFullscreen()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('falls back to the webkit-prefixed API', async () => {
    const { element, bridge, listener } = setup();
    let current: Element | null = null;
    stubDocument('webkitFullscreenElement', { get: () => current });
    const webkitExitFullscreen = vi.fn(() => {
      current = null;
      document.dispatchEvent(new Event('webkitfullscreenchange'));
    });
    stubDocument('webkitExitFullscreen', { value: webkitExitFullscreen });
    const webkitRequestFullscreen = vi.fn(() => {
      current = element;
      document.dispatchEvent(new Event('webkitfullscreenchange'));
    });
    Object.assign(element, { webkitRequestFullscreen });

    await bridge.enter();
    expect(webkitRequestFullscreen).toHaveBeenCalledTimes(1);
    expect(bridge.isFullscreen()).toBe(true);
    await bridge.exit();
    expect(webkitExitFullscreen).toHaveBeenCalledTimes(1);
    expect(bridge.isFullscreen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each([['fullscreenEnabled'], ['webkitFullscreenEnabled']])(
    'puts only the video into fullscreen where %s says the element cannot go (iPhone)',
    async (enabledFlag) => {
      const { element, video, bridge, listener } = setup({ isIOS: true });
      // iPhone Safari has the element methods but reports element fullscreen as disabled.
      const requestFullscreen = vi.fn(async () => undefined);
      const webkitRequestFullscreen = vi.fn();
      Object.assign(element, { requestFullscreen, webkitRequestFullscreen });
      stubDocument(enabledFlag, { value: false });
      let displaying = false;
      Object.defineProperty(video, 'webkitDisplayingFullscreen', { get: () => displaying });
      const webkitEnterFullscreen = vi.fn(() => {
        displaying = true;
        video.dispatchEvent(new Event('webkitbeginfullscreen'));
      });
      const webkitExitFullscreen = vi.fn(() => {
        displaying = false;
        video.dispatchEvent(new Event('webkitendfullscreen'));
      });
      Object.assign(video, { webkitEnterFullscreen, webkitExitFullscreen });

      await bridge.enter();
      expect(requestFullscreen).not.toHaveBeenCalled();
      expect(webkitRequestFullscreen).not.toHaveBeenCalled();
      expect(webkitEnterFullscreen).toHaveBeenCalledTimes(1);
      expect(bridge.isFullscreen()).toBe(true);
      expect(listener).toHaveBeenCalledTimes(1);
      await bridge.exit();
      expect(webkitExitFullscreen).toHaveBeenCalledTimes(1);
      expect(bridge.isFullscreen()).toBe(false);
      expect(listener).toHaveBeenCalledTimes(2);
    },
  );

  it('stops telling a listener once it unsubscribes', () => {
    const { bridge, listener } = setup();
    const other = vi.fn();
    const stop = bridge.subscribe(other);
    document.dispatchEvent(new Event('fullscreenchange'));
    stop();
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(other).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('createFullscreenBridge in parent mode', () => {
  it('on iOS asks the host to stretch the frame instead of the Fullscreen API', async () => {
    const { element, bridge, listener, post } = setup({ mode: 'parent', isIOS: true });
    const api = standardApi(element);

    await bridge.enter();
    expect(post.mock.calls).toEqual([['enterFullScreen']]);
    expect(bridge.isFullscreen()).toBe(true);
    expect(bridge.isStretched()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await bridge.enter();
    expect(post).toHaveBeenCalledTimes(1);

    await bridge.toggle();
    expect(post.mock.calls).toEqual([['enterFullScreen'], ['exitFullScreen']]);
    expect(bridge.isFullscreen()).toBe(false);
    expect(bridge.isStretched()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    await bridge.exit();
    expect(post).toHaveBeenCalledTimes(2);

    expect(api.requestFullscreen).not.toHaveBeenCalled();
    expect(api.exitFullscreen).not.toHaveBeenCalled();
  });

  it('elsewhere uses the Fullscreen API like native mode', async () => {
    const { element, bridge, post } = setup({ mode: 'parent', isIOS: false });
    const api = standardApi(element);
    await bridge.enter();
    expect(api.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(bridge.isFullscreen()).toBe(true);
    expect(bridge.isStretched()).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});
