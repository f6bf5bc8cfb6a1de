import { readFileSync } from 'node:fs';
import { clearFaults, injectFaults } from '../fixtures';
import { repoPath } from '../../server/paths';
import { serveHostPage, type OtherOriginHost } from '../other-origin-host';
import type { EngineDriver } from './driver';
import { expect, journey } from './journey-test';

// Film 6 is protected with Clear Key (media/films/film-6, its license at POST
// /drm/clearkey/license): it plays with decoded frames, and every way its keys can fail ends on
// the contract's screen within 20 s, told to the host's `error` listener and to its sendStat.

const licensePath = '/drm/clearkey/license';
const screens = {
  unsupported: 'Этот браузер не может воспроизвести защищённое видео',
  refused: 'Нет доступа к защищённому видео',
  license: 'Не удалось получить лицензию на видео',
};
type Failure = keyof typeof screens;

/** A host site of another site that embeds film 6 and records its errors and statistics. */
function serveFilmHost(serverUrl: string): Promise<OtherOriginHost> {
  return serveHostPage(
    `<!doctype html><html lang="en"><title>Host</title><body>
<div id="player" style="width:640px"></div>
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  window.stats = [];
  window.errors = [];
  window.sendStat = (name, payload) => window.stats.push({ name, payload });
  const player = create('#player', { movieId: 6, autoPlay: true });
  player.on('error', (error) => window.errors.push(error));
</script></body></html>`,
    { site: 'other' },
  );
}

interface PlayerFrameState {
  text: string;
  currentTime: number;
  decodedFrames: number;
}

const playerFrame = '/player/';

/** The player frame's state, or undefined while the host has not made the frame yet. */
async function shownState(driver: EngineDriver): Promise<PlayerFrameState | undefined> {
  try {
    return await frameState(driver);
  } catch {
    return undefined;
  }
}

function frameState(driver: EngineDriver): Promise<PlayerFrameState> {
  return driver.evaluateInFrame(playerFrame, () => {
    const video = document.querySelector<HTMLVideoElement>('video[data-player="content"]');
    return {
      text: document.body.innerText,
      currentTime: video?.currentTime ?? 0,
      decodedFrames: video?.getVideoPlaybackQuality().totalVideoFrames ?? 0,
    };
  });
}

interface HostRecord {
  errors: { kind: string; detail: string; fatal: boolean; failure?: string }[];
  stats: { name: string; payload: Record<string, unknown> }[];
}

const hostRecord = (driver: EngineDriver) =>
  driver.evaluate((): HostRecord => ({
    errors: (window as unknown as HostRecord).errors ?? [],
    stats: (window as unknown as HostRecord).stats ?? [],
  }));

/** Whether this engine plays Clear Key; WebKitGTK's is broken upstream (docs/browsers.md). */
const decryptsClearKey = (engine: string) => engine !== 'webkit';

/** Opens the host, waits for film 6's screen, and checks what the host heard of its error. */
async function expectScreen(
  driver: EngineDriver,
  serverUrl: string,
  failure: Failure,
  detail?: string,
) {
  const host = await serveFilmHost(serverUrl);
  try {
    await driver.open(host.url);
    const opened = Date.now();
    await expect
      .poll(async () => (await shownState(driver))?.text ?? '', {
        message: `the '${failure}' screen shows`,
        timeout: 20_000,
      })
      .toContain(screens[failure]);
    // Shown within 20 s of the page's load, however long each step of the wait took.
    expect(Date.now() - opened).toBeLessThan(20_000);
    expect((await frameState(driver)).decodedFrames).toBe(0);
    // One protected stream's failure, told once (a wrong key's undecodable data comes before it).
    await expect
      .poll(async () => (await hostRecord(driver)).errors.filter((error) => error.kind === 'drm'))
      .toEqual([
        expect.objectContaining({
          kind: 'drm',
          failure,
          fatal: true,
          ...(detail ? { detail } : {}),
        }),
      ]);
    const stats = (await hostRecord(driver)).stats;
    expect(stats.filter(({ name }) => name === 'videoplayer_error')).toContainEqual(
      expect.objectContaining({ payload: expect.objectContaining({ error_kind: 'drm' }) }),
    );
  } finally {
    await host.close();
  }
}

journey(
  'film 6, protected with Clear Key, plays with decoded frames',
  async ({ driver, engine, serverUrl }) => {
    if (!decryptsClearKey(engine)) return expectScreen(driver, serverUrl, 'unsupported');
    const host = await serveFilmHost(serverUrl);
    try {
      await driver.open(host.url);
      await expect
        .poll(async () => (await shownState(driver))?.currentTime ?? 0, {
          message: 'the protected film plays past 5 s',
          timeout: 30_000,
        })
        .toBeGreaterThan(5);
      const state = await frameState(driver);
      expect(state.decodedFrames, 'frames decoded from the encrypted stream').toBeGreaterThan(60);
      expect(state.text).not.toContain(screens.license);
      expect((await hostRecord(driver)).errors).toEqual([]);
    } finally {
      await host.close();
    }
  },
);

/** Film 6's key id and key as the reference server holds them, in base64url as licenses carry them. */
function film6Key(): { kid: string; k: string } {
  const file = JSON.parse(
    readFileSync(repoPath('server', 'drm', 'clearkey-demo-keys.json'), 'utf8'),
  ) as { keys: { kid: string; key: string }[] };
  const [key] = file.keys;
  if (!key) throw new Error('no demo key');
  const base64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
  return { kid: base64url(key.kid), k: base64url(key.key) };
}

/** A license of the W3C Clear Key form with the right key id and the wrong key. */
function wrongKeyLicense(): string {
  const { kid } = film6Key();
  const wrong = Buffer.alloc(16, 7).toString('base64url');
  return JSON.stringify({ keys: [{ kty: 'oct', kid, k: wrong }], type: 'temporary' });
}

const film6Master = '/media/films/film-6/master.json';

/**
 * Film 6's master playlist JSON as committed, its license server given its own deadline
 * (`licenseDeadlineMs`, docs/drm.md), served in its place.
 */
function film6MasterWithDeadline(deadlineMs: number) {
  const master = JSON.parse(
    readFileSync(repoPath('media', 'films', 'film-6', 'master.json'), 'utf8'),
  ) as {
    drm: Record<string, Record<string, unknown>>;
  };
  const clearKey = master.drm['org.w3.clearkey'];
  if (!clearKey) throw new Error('film 6 names no Clear Key license');
  clearKey.licenseDeadlineMs = deadlineMs;
  const body = JSON.stringify(master);
  return {
    method: 'GET',
    path: film6Master,
    action: { kind: 'status', status: 200, body, contentType: 'application/json' },
  };
}

/** A license server's fault, the screen it ends on, and what else the server answers meanwhile. */
interface LicenseFault {
  name: string;
  failure: Failure;
  action: unknown;
  /** The error's detail the host hears, where the journey names it. */
  detail?: string;
  otherFaults?: object[];
}

const licenseFaults: LicenseFault[] = [
  {
    name: 'a license of the wrong key',
    failure: 'license',
    action: {
      kind: 'status',
      status: 200,
      body: wrongKeyLicense(),
      contentType: 'application/json',
    },
  },
  { name: 'a refused license (403)', failure: 'refused', action: { kind: 'status', status: 403 } },
  {
    name: 'a license server that answers 500 to every retry',
    failure: 'license',
    action: { kind: 'status', status: 500 },
  },
  {
    name: 'a license server that never answers',
    failure: 'license',
    action: { kind: 'hang' },
    // Ended by the license's deadline: the catalogue's own of 2 s rather than the default 15 s,
    // which the unit tests of src/media/drm/ keep.
    detail: 'keySystemLicenseTimeout',
    otherFaults: [film6MasterWithDeadline(2000)],
  },
];

for (const { name, failure, action, detail, otherFaults = [] } of licenseFaults) {
  journey(`film 6 with ${name} ends on its screen`, async ({ driver, engine, serverUrl }) => {
    await injectFaults(serverUrl, [{ method: 'POST', path: licensePath, action }, ...otherFaults]);
    try {
      if (!decryptsClearKey(engine)) return await expectScreen(driver, serverUrl, 'unsupported');
      await expectScreen(driver, serverUrl, failure, detail);
    } finally {
      await clearFaults(serverUrl);
    }
  });
}

journey(
  'a film only Widevine can decrypt shows the unsupported screen',
  async ({ driver, serverUrl }) => {
    // Film 6's stream, its master playlist naming Widevine alone: no engine here has its CDM.
    const widevineOnly = JSON.stringify({
      sources: [
        { label: 'Русский дубляж', link: '/media/films/film-6/master.m3u8', isDefault: true },
      ],
      drm: { 'com.widevine.alpha': { licenseUrl: '/drm/widevine/license' } },
    });
    await injectFaults(serverUrl, [
      {
        method: 'GET',
        path: '/media/films/film-6/master.json',
        action: {
          kind: 'status',
          status: 200,
          body: widevineOnly,
          contentType: 'application/json',
        },
      },
    ]);
    try {
      await expectScreen(driver, serverUrl, 'unsupported');
    } finally {
      await clearFaults(serverUrl);
    }
  },
);
