import { countsOf, lastTrackedId, trackedSince } from '../ad-helpers';
import { serveHostPage } from '../other-origin-host';
import { expect, journey } from './journey-test';
import { expectColour, pixelAt, readScreenshot } from './pixels';
import { Viewer } from './viewer';

// The core journeys of a viewer and a host site, written once and run in Chromium, Firefox and
// WebKit (one Playwright project each). Each reads only what a person or a host could observe.

const seek = (viewer: Viewer, to: number, what: string) =>
  viewer.until(async () => Math.abs((await viewer.media()).currentTime - to) < 0.6, what);

journey(
  'film 1 with autoplay reaches its first frames; pause, play, ±10 s by button and key, mute and volume',
  async ({ viewer }) => {
    await viewer.open('movie_id=1&auto_play=1');
    await viewer.expectPlaying(0.5);

    await viewer.press('Пауза');
    await viewer.expectPaused();
    const stopped = (await viewer.media()).currentTime;
    await viewer.press('Вперёд на 10 секунд');
    await seek(viewer, stopped + 10, 'the button took the film 10 s on');
    await viewer.press('Назад на 10 секунд');
    await seek(viewer, stopped, 'the button took the film 10 s back');
    await viewer.key('ArrowRight');
    await seek(viewer, stopped + 10, '→ took the film 10 s on');
    await viewer.key('ArrowLeft');
    await seek(viewer, stopped, '← took the film 10 s back');

    await viewer.press('Выключить звук');
    await viewer.until(async () => (await viewer.media()).muted, 'the button muted the film');
    // The button follows the element's volumechange, a render after the element itself.
    await viewer.until(() => viewer.shows('Включить звук'), 'the button offers to unmute');
    await viewer.key('m');
    await viewer.until(async () => !(await viewer.media()).muted, 'm unmuted the film');
    const { volume } = await viewer.media();
    await viewer.key('ArrowDown');
    await viewer.until(
      async () => (await viewer.media()).volume < volume - 0.01,
      '↓ lowered the volume',
    );

    await viewer.press('Воспроизвести');
    await viewer.expectPlaying(stopped + 0.3);
  },
);

journey(
  'an English page: pause and play, ±10 s, mute and the speed, by their English names',
  async ({ viewer, driver }) => {
    await viewer.open('movie_id=1&auto_play=1&hl=en');
    expect(await driver.evaluate(() => document.documentElement.lang)).toBe('en');
    await viewer.expectPlaying(0.5);

    await viewer.press('Pause');
    await viewer.expectPaused();
    const stopped = (await viewer.media()).currentTime;
    await viewer.press('Forward 10 seconds');
    await seek(viewer, stopped + 10, 'the button took the film 10 s on');
    await viewer.press('Back 10 seconds');
    await seek(viewer, stopped, 'the button took the film 10 s back');
    await viewer.press('Mute');
    await viewer.until(async () => (await viewer.media()).muted, 'the button muted the film');
    await viewer.until(() => viewer.shows('Unmute'), 'the button offers to unmute');
    await viewer.setting('Speed', '1.5x', 'Settings');
    await viewer.until(
      async () => (await viewer.media()).playbackRate === 1.5,
      'the film plays at 1.5x',
    );
    await viewer.press('Play');
    await viewer.expectPlaying(stopped + 0.3);
  },
);

journey(
  'the pre-roll counts down its skip, is skipped, and the ad server counts each pixel once',
  async ({ driver, adServerUrl }) => {
    const viewer = new Viewer(driver, adServerUrl);
    const since = await lastTrackedId(adServerUrl);
    await viewer.open('movie_id=1&auto_play=1');
    await viewer.until(
      () => viewer.shows({ role: 'button', name: 'Пропустить ', prefix: true }),
      'the skip button counts down',
    );
    expect(await viewer.shows('Пропустить')).toBe(false);
    await viewer.until(() => viewer.shows('Пропустить'), 'the ad can be skipped', 15_000);
    await viewer.press('Пропустить');
    await viewer.expectPlaying(0.5);
    expect(await driver.evaluate(() => document.querySelector('video[data-player="ad"]'))).toBe(
      null,
    );
    await expect
      .poll(async () => countsOf(await trackedSince(adServerUrl, since), 'preroll-skippable'))
      .toMatchObject({ impression: 1, start: 1, skip: 1 });
  },
);

journey('the settings set the quality and the speed', async ({ viewer }) => {
  await viewer.open('movie_id=1&auto_play=1');
  await viewer.expectPlaying();
  await viewer.setting('Качество', '360p');
  await viewer.until(
    async () => (await viewer.media()).videoHeight === 360,
    'the film plays at 360p',
  );
  await viewer.setting('Скорость', '1.5x');
  await viewer.until(
    async () => (await viewer.media()).playbackRate === 1.5,
    'the film plays at 1.5x',
  );
  await viewer.press('Настройки');
  expect(await viewer.shows({ role: 'menuitem', name: 'Качество 360p' })).toBe(true);
  expect(await viewer.shows({ role: 'menuitem', name: 'Скорость 1.5x' })).toBe(true);
});

journey('subtitles show and hide; a voice-over switch keeps the position', async ({ viewer }) => {
  await viewer.open('movie_id=1&t=5');
  const cue = () =>
    viewer.driver.evaluate(
      () => document.querySelector('[data-testid="caption-cue"]')?.textContent ?? '',
    );
  await viewer.press('Субтитры');
  await viewer.press({ role: 'menuitemradio', name: 'Русские' });
  // Paused at 5 s: the cue of 4.5-9 s, drawn by the player.
  await viewer.until(async () => (await cue()) === 'Второй субтитр — тест', 'the Russian cue');
  await viewer.press('Субтитры');
  await viewer.press({ role: 'menuitemradio', name: 'Выкл' });
  await viewer.until(async () => (await cue()) === '', 'no cue is shown');

  await viewer.press('Воспроизвести');
  await viewer.expectPlaying(5.3);
  await viewer.press('Аудио');
  const at = (await viewer.media()).currentTime;
  await viewer.press({ role: 'menuitemradio', name: 'English' });
  await viewer.until(async () => {
    const { currentTime, paused } = await viewer.media();
    return !paused && currentTime > at + 0.3;
  }, 'the film plays on in English');
  expect((await viewer.media()).currentTime).toBeLessThan(at + 5);
  await viewer.press('Аудио');
  await viewer.until(
    () =>
      viewer.driver.evaluate(
        () =>
          document.querySelector('[role="menuitemradio"][aria-checked="true"]')?.textContent ===
          'English',
      ),
    'English is the voice-over checked',
  );
});

journey(
  'a series: the countdown at an episode’s end, the next-episode button and the seasons menu',
  async ({ viewer }) => {
    const title = () =>
      viewer.driver.evaluate(() => document.querySelector('.title-text')?.textContent ?? '');
    await viewer.open('movie_id=2&auto_play=1&t=17');
    // The film's start and the countdown (5 s) are recorded by the page itself, so that the slow
    // polls of a busy engine miss neither (the episode ends 3 s after its start here).
    await viewer.driver.evaluate(() => {
      const countdown = '[role="group"][aria-label="Следующая серия"]';
      const record = () => {
        if (!document.querySelector(countdown)) return false;
        Object.assign(window, { countdownSeen: true });
        return true;
      };
      if (record()) return;
      const observer = new MutationObserver(() => {
        if (record()) observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      // Media events do not bubble; the document hears them on their way down.
      const heard = (event: Event) => {
        const video = event.target as HTMLVideoElement;
        if (video.dataset.player !== 'content' || video.currentTime < 17.2) return;
        Object.assign(window, { playedOn: true });
        document.removeEventListener('timeupdate', heard, true);
      };
      document.addEventListener('timeupdate', heard, true);
    });
    // A slow start of a busy engine has its own wait, apart from the countdown's.
    await viewer.until(
      () => viewer.driver.evaluate(() => 'playedOn' in window || 'countdownSeen' in window),
      'episode 1 plays on from 17 s',
    );
    await viewer.until(
      () => viewer.driver.evaluate(() => 'countdownSeen' in window),
      'the next episode counts down',
    );
    await viewer.until(
      async () => (await title()) === '1 сезон, 2 серия. Второй шаг',
      'episode 2 follows',
    );
    await viewer.expectPlaying(0.5);
    // The countdown went with its episode.
    expect(await viewer.shows({ role: 'group', name: 'Следующая серия' })).toBe(false);

    // Each step below starts from an episode waiting for play, so that no step races the film's
    // clock: a busy engine's steps once outlasted an episode, whose countdown then moved on.
    await viewer.open('movie_id=2&episode_id=203');
    await viewer.press('Следующая серия');
    await viewer.until(
      async () => (await title()) === '2 сезон, 1 серия. Новое начало',
      'the next episode follows',
    );
    await viewer.expectPlaying(0.5);

    // Episode 1 was watched to its end above: it asks no resume.
    await viewer.open('movie_id=2&episode_id=201');
    await viewer.press('Сезоны и серии');
    await viewer.press({ role: 'menuitem', name: 'Сезон 2', prefix: true });
    await viewer.press({ role: 'menuitemradio', name: '2. Финал', prefix: true });
    await viewer.until(async () => (await title()) === '2 сезон, 2 серия. Финал', 'season 2 plays');
    await viewer.expectPlaying(0.5);
  },
);

journey(
  'after a reload the resume prompt continues where the viewer stopped',
  async ({ viewer }) => {
    await viewer.open('movie_id=2&episode_id=202&auto_play=1');
    await viewer.expectPlaying(4.5);
    await viewer.driver.reload();
    const prompt = { role: 'dialog', name: 'Вы остановились на ', prefix: true } as const;
    await viewer.until(() => viewer.shows(prompt), 'the resume prompt is shown');
    expect((await viewer.media()).paused).toBe(true);
    await viewer.press('Продолжить просмотр');
    await viewer.expectPlaying(4.5);
    expect(await viewer.shows(prompt)).toBe(false);
  },
);

journey(
  'the share popup offers the film’s link and copies it, or selects it to copy',
  async ({ viewer }) => {
    await viewer.open('movie_id=1');
    await viewer.press('Поделиться');
    const dialog = { role: 'dialog', name: 'Поделиться' } as const;
    await viewer.until(() => viewer.shows(dialog), 'the share popup is shown');
    const field = () =>
      viewer.driver.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('.share-field');
        const selected = input
          ? input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)
          : '';
        return { value: input?.value ?? '', focused: document.activeElement === input, selected };
      });
    expect((await field()).value).toContain('/player/?movie_id=1');
    await viewer.press('Копировать ссылку');
    const status = () =>
      viewer.driver.evaluate(() => document.querySelector('.share-status')?.textContent ?? '');
    await viewer.until(async () => (await status()) !== '', 'the copy is answered');
    if ((await status()) !== 'Ссылка скопирована') {
      // Where the engine refuses the clipboard, the link is left selected for the viewer to copy.
      expect(await field()).toMatchObject({ focused: true, selected: (await field()).value });
    }
    await viewer.key('Escape');
    await viewer.until(async () => !(await viewer.shows(dialog)), 'Escape closed the popup');
  },
);

journey(
  'an unknown film and a master playlist that does not load show their error screens',
  async ({ viewer }) => {
    await viewer.open('movie_id=9999');
    await viewer.until(
      async () => (await viewer.text()).includes('Контент не доступен'),
      'the 9999 screen',
    );
    await viewer.open('movie_id=5');
    await viewer.until(
      async () => (await viewer.text()).includes('Ошибка в загрузке: '),
      'the playlist screen',
    );
  },
);

journey('fullscreen in and out', async ({ viewer }) => {
  const fullscreen = () => viewer.driver.evaluate(() => document.fullscreenElement !== null);
  await viewer.open('movie_id=1');
  await viewer.press('Полноэкранный режим');
  await viewer.until(fullscreen, 'the player is fullscreen');
  await viewer.press('Выйти из полноэкранного режима');
  await viewer.until(async () => !(await fullscreen()), 'the player left fullscreen');
  await viewer.until(
    () => viewer.shows('Полноэкранный режим'),
    'the button offers fullscreen again',
  );
});

journey(
  'the embed script on a host page of another site hears each play, pause and seek with its cause, and episodeChanged',
  async ({ driver, serverUrl }) => {
    const host = await serveHostPage(
      `<!doctype html><html lang="en"><title>Host</title><body>
<div id="player" style="width:720px"></div>
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  window.events = [];
  window.player = create('#player', { movieId: 2, season: 1, autoPlay: true });
  // Listening from create() on: an autoplay's first play is heard too.
  for (const name of ['ready', 'play', 'pause', 'seeked', 'episodeChanged']) {
    window.player.on(name, (payload) =>
      window.events.push(name === 'episodeChanged' ? name + ':' + payload.id
        : payload && payload.cause ? name + ':' + payload.cause : name));
  }
</script></body></html>`,
      { site: 'other' },
    );
    type HostPlayer = { pause(): Promise<void>; seek(s: number): Promise<void> } & {
      setEpisode(id: number): Promise<void>;
    };
    const hostEvents = () =>
      driver.evaluate(() => (window as unknown as { events?: string[] }).events ?? []);
    try {
      await driver.open(host.url);
      await expect.poll(hostEvents, { timeout: 20_000 }).toEqual(['ready', 'play:autoplay']);
      await driver.evaluate(() => (window as unknown as { player: HostPlayer }).player.pause());
      await driver.evaluate(() => (window as unknown as { player: HostPlayer }).player.seek(3));
      await expect
        .poll(hostEvents)
        .toEqual(['ready', 'play:autoplay', 'pause:host', 'seeked:host']);
      await driver.evaluate(() =>
        (window as unknown as { player: HostPlayer }).player.setEpisode(202),
      );
      // The next episode starts by itself: the system's play.
      await expect
        .poll(hostEvents, { timeout: 20_000 })
        .toEqual([
          'ready',
          'play:autoplay',
          'pause:host',
          'seeked:host',
          'episodeChanged:202',
          'play:system',
        ]);
    } finally {
      await host.close();
    }
  },
);

journey(
  'picture-in-picture where the engine offers it, and no button where it does not; no AirPlay or cast button without a device',
  async ({ viewer }) => {
    await viewer.open('movie_id=1&auto_play=1');
    await viewer.expectPlaying();
    expect(await viewer.shows('AirPlay')).toBe(false);
    expect(await viewer.shows('Трансляция')).toBe(false);
    const offered = await viewer.driver.evaluate(() => document.pictureInPictureEnabled === true);
    expect(await viewer.shows('Картинка в картинке')).toBe(offered);
    if (!offered) return;
    const inPicture = () => viewer.driver.evaluate(() => document.pictureInPictureElement !== null);
    await viewer.press('Картинка в картинке');
    await viewer.until(inPicture, 'the film is in picture-in-picture');
    await viewer.press('Картинка в картинке');
    await viewer.until(async () => !(await inPicture()), 'the film is back in the page');
    await viewer.expectPlaying();
  },
);

journey(
  'the seek and volume sliders are drawn alike: the played part and the thumb in the accent colour, the volume in white',
  async ({ viewer, driver }) => {
    await viewer.open('movie_id=1&t=15');
    await viewer.until(
      async () => Math.abs((await viewer.media()).currentTime - 15) < 0.5,
      'at 15 s of 30',
    );
    // The volume slider opens beside the mute button while the pointer is on it.
    await viewer.until(() => viewer.shows('Выключить звук'), 'the mute button is shown');
    await driver.hover({ role: 'button', name: 'Выключить звук' });
    const sliders = () =>
      driver.evaluate(() => {
        const box = (selector: string) => {
          const element = document.querySelector(selector);
          if (!element || getComputedStyle(element).opacity !== '1') return undefined;
          const { left, top, width, height } = element.getBoundingClientRect();
          return { left, top, width, height };
        };
        return { seek: box('.progress-slider'), volume: box('.volume-slider') };
      });
    await viewer.until(
      async () => (await sliders()).volume?.width === 80,
      'the volume slider is open',
    );
    const { seek, volume } = await sliders();
    if (!seek || !volume) throw new Error('unreachable');
    const png = readScreenshot(await driver.screenshot());
    const accent = [0xe5, 0x09, 0x14];
    const middle = (box: { top: number; height: number }) => box.top + box.height / 2;
    expectColour(
      pixelAt(png, seek.left + seek.width * 0.25, middle(seek)),
      accent,
      'the played part',
    );
    expectColour(
      pixelAt(png, seek.left + seek.width / 2, middle(seek)),
      accent,
      'the thumb at half',
    );
    expectColour(
      pixelAt(png, volume.left + volume.width * 0.25, middle(volume)),
      [255, 255, 255],
      'the volume',
    );
  },
);

journey(
  'a host page’s requestFullscreen in its own click fills the screen with the player’s frame, and the player knows it',
  async ({ driver, serverUrl }) => {
    const host = await serveHostPage(
      `<!doctype html><html lang="en"><title>Host</title><body>
<button id="fullscreen" type="button">Во весь экран</button>
<div id="player" style="width:720px"></div>
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  // The player's statistics reach this sendStat: they tell what the player knows of its state.
  window.stats = [];
  window.sendStat = (name) => window.stats.push(name);
  const player = create('#player', { movieId: 1 });
  document.getElementById('fullscreen').addEventListener('click', () => {
    window.result = 'waiting';
    player.requestFullscreen().then(
      () => (window.result = 'entered'),
      (error) => (window.result = error.message),
    );
  });
  player.ready().then(() => (window.ready = true));
</script></body></html>`,
      { site: 'other' },
    );
    try {
      await driver.open(host.url);
      const state = () =>
        driver.evaluate(() => ({
          ready: (window as { ready?: boolean }).ready === true,
          result: (window as { result?: string }).result,
          frameFullscreen: document.fullscreenElement?.tagName === 'IFRAME',
          counted: ((window as { stats?: string[] }).stats ?? []).filter((name) =>
            name.startsWith('videoplayer_fullscreen'),
          ),
        }));
      await expect.poll(async () => (await state()).ready).toBe(true);
      await driver.click({ role: 'button', name: 'Во весь экран' });
      await expect.poll(state).toEqual({
        ready: true,
        result: 'entered',
        frameFullscreen: true,
        counted: ['videoplayer_fullscreen'],
      });
      await driver.evaluate(() => document.exitFullscreen());
      await expect.poll(state).toMatchObject({
        frameFullscreen: false,
        counted: ['videoplayer_fullscreen', 'videoplayer_fullscreen_exit'],
      });
    } finally {
      await host.close();
    }
  },
);
