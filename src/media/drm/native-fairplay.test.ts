import { afterEach, describe, expect, it, vi } from 'vitest';
import { LicenseTimeout, type LicensePolicy } from './license-attempts';
import { attachNativeFairPlay, fetchLicense } from './native-fairplay';

const policy: LicensePolicy = {
  retries: 3,
  firstDelayMs: 500,
  maxDelayMs: 4000,
  deadlineMs: 15_000,
};
const credentials = () => Promise.resolve({ 'X-Session-Context': 'device-1' });
const noSleep = () => Promise.resolve();
const fairPlay = { licenseUrl: 'https://l/fps', certificateUrl: 'https://l/fps.cer' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A sleep that takes no time, recording each wait. */
function recordedSleep() {
  const slept: number[] = [];
  const sleep = (ms: number) => {
    slept.push(ms);
    return Promise.resolve();
  };
  return { slept, sleep };
}

/** A fetch that answers these statuses in turn (0: no answer), recording each request. */
function stubFetch(statuses: number[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const status = statuses[Math.min(requests.length - 1, statuses.length - 1)] ?? 200;
    if (status === 0) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(status === 200 ? `answer of ${url}` : 'no', { status }));
  });
  return requests;
}

describe('a native license request', () => {
  it('posts the body with the credentials, and gets a certificate without one', async () => {
    const requests = stubFetch([200]);
    const body = new Uint8Array([1, 2]).buffer;
    await fetchLicense('https://l/fps', body, credentials, policy, noSleep);
    await fetchLicense('https://l/fps.cer', undefined, credentials, policy, noSleep);
    expect(requests.map(({ init }) => [init.method, init.headers])).toEqual([
      ['POST', { 'X-Session-Context': 'device-1' }],
      ['GET', { 'X-Session-Context': 'device-1' }],
    ]);
    expect(requests[0]?.init.body).toBe(body);
  });

  it('asks again after a 5xx or no answer, never after a 4xx, and at most the policy’s retries', async () => {
    stubFetch([500, 0, 200]);
    const license = await fetchLicense('https://l/fps', undefined, credentials, policy, noSleep);
    expect(new TextDecoder().decode(license)).toBe('answer of https://l/fps');
    const refused = stubFetch([403]);
    await expect(
      fetchLicense('https://l/fps', undefined, credentials, policy, noSleep),
    ).rejects.toThrow('answered 403');
    expect(refused).toHaveLength(1);
    const failing = stubFetch([500]);
    await expect(
      fetchLicense('https://l/fps', undefined, credentials, policy, noSleep),
    ).rejects.toBeInstanceOf(Error);
    expect(failing).toHaveLength(4);
  });

  it('waits before each retry: once after a 5xx, then twice as long after each failure', async () => {
    stubFetch([500, 200]);
    const afterError = recordedSleep();
    await fetchLicense('https://l/fps', undefined, credentials, policy, afterError.sleep);
    expect(afterError.slept).toEqual([500]);

    const requests = stubFetch([0]);
    const offline = recordedSleep();
    await expect(
      fetchLicense('https://l/fps', undefined, credentials, policy, offline.sleep),
    ).rejects.toThrow('answered 0');
    expect(requests).toHaveLength(1 + policy.retries);
    expect(offline.slept).toEqual([500, 1000, 2000]);
  });

  it('gives up once the deadline is past, whatever retries remain', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const requests: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      requests.push(url);
      // The server takes the whole deadline to fail.
      vi.setSystemTime(Date.now() + policy.deadlineMs);
      return Promise.resolve(new Response('busy', { status: 503 }));
    });
    await expect(
      fetchLicense('https://l/fps', undefined, credentials, policy, noSleep),
    ).rejects.toBeInstanceOf(LicenseTimeout);
    expect(requests).toHaveLength(1);
  });
});

/** A fake EME: one key session whose message the test sends, recording what the player does. */
function fakeEme(access: 'granted' | 'refused') {
  const done: string[] = [];
  /** What the player gave the EME: the certificate, the init data, the license. */
  const given: BufferSource[] = [];
  const session = Object.assign(new EventTarget(), {
    keyStatuses: new Map<BufferSource, MediaKeyStatus>(),
    generateRequest: (type: string, initData: BufferSource) => {
      done.push(`generateRequest ${type}`);
      given.push(initData);
      return Promise.resolve();
    },
    update: (license: BufferSource) => {
      done.push('update');
      given.push(license);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  });
  const mediaKeys = {
    setServerCertificate: (certificate: BufferSource) => {
      done.push('setServerCertificate');
      given.push(certificate);
      return Promise.resolve(true);
    },
    createSession: () => session,
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    requestMediaKeySystemAccess: (system: string) => {
      done.push(`access ${system}`);
      return access === 'granted'
        ? Promise.resolve({ createMediaKeys: () => Promise.resolve(mediaKeys) })
        : Promise.reject(new DOMException('no', 'NotSupportedError'));
    },
  });
  const video = document.createElement('video');
  video.setMediaKeys = () => {
    done.push('setMediaKeys');
    return Promise.resolve();
  };
  const initData = new ArrayBuffer(4);
  const encrypted = () =>
    video.dispatchEvent(Object.assign(new Event('encrypted'), { initDataType: 'skd', initData }));
  const spc = new ArrayBuffer(2);
  const message = () =>
    session.dispatchEvent(Object.assign(new Event('message'), { message: spc }));
  return { done, given, video, encrypted, message, initData, spc };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FairPlay on the browser’s own HLS', () => {
  it('sets up the keys at the first encrypted event and answers the session’s message with the license', async () => {
    stubFetch([200]);
    const eme = fakeEme('granted');
    const failures: unknown[] = [];
    attachNativeFairPlay(eme.video, fairPlay, credentials, policy, (error) => failures.push(error));
    eme.encrypted();
    await settle();
    eme.message();
    await settle();
    expect(eme.done).toEqual([
      'access com.apple.fps',
      'setServerCertificate',
      'setMediaKeys',
      'generateRequest skd',
      'update',
    ]);
    expect(failures).toEqual([]);
  });

  it('gets the certificate, gives the event’s init data, and posts the SPC for the license', async () => {
    const requests = stubFetch([200]);
    const eme = fakeEme('granted');
    attachNativeFairPlay(eme.video, fairPlay, credentials, policy, () => undefined);
    eme.encrypted();
    await settle();
    eme.message();
    await settle();
    expect(requests.map(({ url, init }) => [init.method, url])).toEqual([
      ['GET', 'https://l/fps.cer'],
      ['POST', 'https://l/fps'],
    ]);
    expect(requests[1]?.init.body).toBe(eme.spc);
    const [certificate, initData, license] = eme.given;
    expect(new TextDecoder().decode(certificate)).toBe('answer of https://l/fps.cer');
    expect(initData).toBe(eme.initData);
    expect(new TextDecoder().decode(license)).toBe('answer of https://l/fps');
  });

  it('fails as refused on a 403, and as unsupported without the key system', async () => {
    stubFetch([200, 403]);
    const refusedEme = fakeEme('granted');
    const refused: unknown[] = [];
    attachNativeFairPlay(refusedEme.video, fairPlay, credentials, policy, (e) => refused.push(e));
    refusedEme.encrypted();
    await settle();
    refusedEme.message();
    await settle();
    expect(refused).toEqual([expect.objectContaining({ kind: 'drm', failure: 'refused' })]);

    const noSystem = fakeEme('refused');
    const unsupported: unknown[] = [];
    attachNativeFairPlay(noSystem.video, fairPlay, credentials, policy, (e) => unsupported.push(e));
    noSystem.encrypted();
    await settle();
    expect(unsupported).toEqual([expect.objectContaining({ failure: 'unsupported' })]);
  });

  it('does nothing more once stopped', async () => {
    const eme = fakeEme('granted');
    const stop = attachNativeFairPlay(eme.video, fairPlay, credentials, policy, () => undefined);
    stop();
    eme.encrypted();
    await settle();
    expect(eme.done).toEqual([]);
  });

  it('gives the element no keys when stopped while they were being set up', async () => {
    // The certificate comes once the test says so.
    let answerCertificate: () => void = () => undefined;
    vi.stubGlobal('fetch', () => {
      return new Promise<Response>((resolve) => {
        answerCertificate = () => resolve(new Response('certificate'));
      });
    });
    const eme = fakeEme('granted');
    const stop = attachNativeFairPlay(eme.video, fairPlay, credentials, policy, () => undefined);
    eme.encrypted();
    await settle();
    stop();
    answerCertificate();
    await settle();
    expect(eme.done).not.toContain('setMediaKeys');
    expect(eme.done).not.toContain('generateRequest skd');
  });
});
