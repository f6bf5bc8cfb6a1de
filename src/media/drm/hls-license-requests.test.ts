import { afterEach, describe, expect, it, vi } from 'vitest';
import { hlsLicenseRequests } from './hls-license-requests';
import { LicenseRetriesSpent, LicenseTimeout, type LicensePolicy } from './license-attempts';

const policy: LicensePolicy = {
  retries: 3,
  firstDelayMs: 500,
  maxDelayMs: 4000,
  deadlineMs: 15_000,
};
const url = 'https://license.example/clearkey';

afterEach(() => vi.useRealTimers());

/** What the setup did to hls.js's XMLHttpRequest. */
class RecordedXhr {
  opened: [string, string][] = [];
  headers: Record<string, string> = {};
  timeout = 0;
  readyState = 0;
  response = new ArrayBuffer(4);
  open(method: string, to: string) {
    this.opened.push([method, to]);
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    // As a real XMLHttpRequest: only once opened (and opening it again drops them).
    if (this.readyState !== 1) throw new DOMException('not opened', 'InvalidStateError');
    this.headers[name] = value;
  }
}

/** The settings with a clock the test moves and a sleep that moves it. */
function settingsWith(
  tokens: (string | undefined)[],
  policyOf: (keySystem: string) => LicensePolicy = () => policy,
) {
  const slept: number[] = [];
  let calls = 0;
  const credentials = () => {
    const token = tokens[Math.min(calls, tokens.length - 1)];
    calls += 1;
    const device = { 'X-Session-Context': 'device-1' };
    return Promise.resolve(token ? { ...device, Authorization: `Bearer ${token}` } : device);
  };
  const sleep = (ms: number) => {
    slept.push(ms);
    return Promise.resolve();
  };
  const settings = hlsLicenseRequests(credentials, policyOf, sleep);
  return { settings, slept };
}

type Setup = NonNullable<ReturnType<typeof hlsLicenseRequests>['licenseXhrSetup']>;
const key = (uri: string, mediaKeysSession = {}, keySystem = 'org.w3.clearkey') =>
  ({ keySystem, mediaKeysSession, decryptdata: { uri } }) as unknown as Parameters<Setup>[2];

async function ask(
  settings: ReturnType<typeof hlsLicenseRequests>,
  keyUri = 'data:key-a',
  session?: object,
  keySystem?: string,
) {
  const xhr = new RecordedXhr();
  const setup = settings.licenseXhrSetup as unknown as (
    xhr: RecordedXhr,
    url: string,
    context: unknown,
  ) => Promise<void>;
  await setup.call(undefined, xhr, url, key(keyUri, session, keySystem));
  return xhr;
}

describe('license requests through hls.js', () => {
  it('are POSTs with the session header and the viewer’s token, read afresh at each ask', async () => {
    const { settings } = settingsWith(['token-1', 'token-2']);
    const first = await ask(settings);
    // Opened, so hls.js sends it as it is rather than opening it again without the headers.
    expect(first.opened).toEqual([['POST', url]]);
    expect(first.readyState).toBe(1);
    expect(first.headers).toEqual({
      'X-Session-Context': 'device-1',
      Authorization: 'Bearer token-1',
    });
    expect((await ask(settings)).headers.Authorization).toBe('Bearer token-2');
  });

  it('carry no Authorization for an anonymous viewer', async () => {
    const { settings } = settingsWith([undefined]);
    expect((await ask(settings)).headers).toEqual({ 'X-Session-Context': 'device-1' });
  });

  it('ask again after 0.5, 1 and 2 s, each within what remains of 15 s, then no more', async () => {
    const { settings, slept } = settingsWith([undefined]);
    const timeouts = [];
    for (let i = 0; i < 4; i++) timeouts.push((await ask(settings)).timeout);
    expect(slept).toEqual([500, 1000, 2000]);
    // The sleep here takes no time: each ask may take what remains after its wait.
    expect(timeouts[0]).toBeGreaterThan(14_900);
    expect(timeouts[3]).toBeLessThanOrEqual(15_000 - 2000);
    await expect(ask(settings)).rejects.toBeInstanceOf(LicenseRetriesSpent);
  });

  it('give each ask what remains of the deadline after the time spent and its wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { settings } = settingsWith([undefined]);
    expect((await ask(settings)).timeout).toBe(15_000);
    vi.setSystemTime(Date.now() + 3000);
    expect((await ask(settings)).timeout).toBe(15_000 - 3000 - 500);
  });

  it('give each key system’s asks its own policy: its license server’s deadline', async () => {
    const policyOf = (keySystem: string) =>
      keySystem === 'org.w3.clearkey' ? { ...policy, deadlineMs: 3000 } : policy;
    const { settings } = settingsWith([undefined], policyOf);
    expect((await ask(settings, 'data:key-a', {}, 'org.w3.clearkey')).timeout).toBe(3000);
    expect((await ask(settings, 'data:key-b', {}, 'com.widevine.alpha')).timeout).toBe(15_000);
  });

  it('bound a key across the key sessions hls.js opens for it', async () => {
    const { settings, slept } = settingsWith([undefined]);
    await ask(settings, 'data:key-a', { session: 1 });
    await ask(settings, 'data:key-a', { session: 2 });
    expect(slept).toEqual([500]);
  });

  it('count each key apart, and start a key afresh once its license came', async () => {
    const { settings, slept } = settingsWith([undefined]);
    await ask(settings, 'data:key-a');
    await ask(settings, 'data:key-b');
    expect(slept).toEqual([]);
    const answered = await ask(settings, 'data:key-a');
    expect(slept).toEqual([500]);
    const callback = settings.licenseResponseCallback as unknown as (
      xhr: RecordedXhr,
      url: string,
      context: unknown,
    ) => ArrayBuffer;
    expect(callback.call(undefined, answered, url, key('data:key-a'))).toBe(answered.response);
    await ask(settings, 'data:key-a');
    expect(slept).toEqual([500]);
  });

  it('refuse an ask past the deadline', async () => {
    let now = 1_000_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const { settings } = settingsWith([undefined]);
      await ask(settings);
      now += 15_001;
      await expect(ask(settings)).rejects.toBeInstanceOf(LicenseTimeout);
      // hls.js calls the setup once more when it throws: still too late.
      await expect(ask(settings)).rejects.toBeInstanceOf(LicenseTimeout);
    } finally {
      Date.now = realNow;
    }
  });

  it('give hls.js the retries and the deadline as its key load policy', () => {
    const { settings } = settingsWith([undefined]);
    expect(settings.keyLoadPolicy?.default).toEqual({
      maxTimeToFirstByteMs: 15_000,
      maxLoadTimeMs: 15_000,
      timeoutRetry: null,
      errorRetry: { maxNumRetry: 3, retryDelayMs: 0, maxRetryDelayMs: 0 },
    });
  });
});
