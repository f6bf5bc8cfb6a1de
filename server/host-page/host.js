// @ts-check
// The demo host site: picks what the player shows and logs everything the player tells its host.
// It embeds the player with the host embed script, as a partner site would.
import { create } from '/embed.mjs';

/** Demo contents offered in the picker; ids as in the product contract. */
const demoContents = [
  { query: 'movie_id=1', label: '1 · фильм: два дубляжа, субтитры, два качества' },
  { query: 'movie_id=2', label: '2 · сериал: два сезона, пять серий' },
  { query: 'movie_id=3', label: '3 · фильм, недоступный ни на одном домене' },
  { query: 'movie_id=4', label: '4 · сериал без серий' },
  { query: 'movie_id=5', label: '5 · фильм с незагружающимся плейлистом' },
  { query: 'movie_id=6', label: '6 · защищённый фильм (Clear Key)' },
  { query: 'movie_id=7', label: '7 · фильм с двух CDN: откажет CDN A — показ продолжится с CDN B' },
  {
    query: 'movie_id=8',
    label: '8 · фильм с резервными потоками: откажет CDN A — плеер перейдёт на копию с CDN B',
  },
  { query: 'movie_id=9999', label: '9999 · неизвестный id' },
  { query: '', label: 'без movie_id' },
];

const form = /** @type {HTMLFormElement} */ (document.getElementById('picker'));
const select = /** @type {HTMLSelectElement} */ (form.elements.namedItem('content'));
const box = /** @type {HTMLElement} */ (document.getElementById('player-box'));
const urlLink = /** @type {HTMLAnchorElement} */ (document.getElementById('player-url'));
const log = /** @type {HTMLOListElement} */ (document.getElementById('log'));
const position = /** @type {HTMLOutputElement} */ (document.getElementById('position'));
const state = /** @type {HTMLOutputElement} */ (document.getElementById('state'));

// Every event of the handle; time updates (up to 4 a second) show in one line rather than the log.
const loggedEvents = /** @type {const} */ ([
  'ready',
  'play',
  'pause',
  'seeked',
  'ended',
  'volumechange',
  'episodeChanged',
  'adStart',
  'adEnd',
  'error',
  'enterFullScreen',
  'exitFullScreen',
]);

for (const [index, content] of demoContents.entries()) {
  select.add(new Option(content.label, String(index)));
}

/** The embed options of the picker's choice. */
function playerOptions() {
  const content = demoContents[Number(select.value)] ?? demoContents[0];
  const movieId = new URLSearchParams(content?.query).get('movie_id') ?? undefined;
  const flag = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).checked;
  // Each episode view's quality-of-experience record goes to this server, drawn at /qoe/.
  const qoeUrl = new URL('/qoe', window.location.href).href;
  const language = /** @type {HTMLSelectElement} */ (form.elements.namedItem('uiLanguage')).value;
  const uiLanguage = /** @type {'ru' | 'en' | 'auto'} */ (language);
  return { movieId, advert: flag('advert'), autoPlay: flag('autoPlay'), qoeUrl, uiLanguage };
}

/** @type {ReturnType<typeof create> | undefined} */
let player;

function showPlayer() {
  player?.destroy();
  player = create(box, playerOptions());
  player.iframe.id = 'player';
  urlLink.href = player.iframe.src;
  urlLink.textContent = player.iframe.src;
  for (const eventName of loggedEvents) {
    player.on(eventName, (payload) => addLogLine('message', { eventName, payload }));
  }
  player.on('timeupdate', ({ currentTime, duration }) => {
    position.value = `${currentTime.toFixed(1)} / ${duration?.toFixed(1) ?? '?'} s`;
  });
  position.value = '';
  state.value = '';
}

/** What each button of the host API panel asks of the player, through the handle. */
const hostCalls = {
  play: () => player?.play(),
  pause: () => player?.pause(),
  back: async () => player?.seek(Math.max(0, ((await player?.getCurrentTime()) ?? 0) - 10)),
  forward: async () => player?.seek(((await player?.getCurrentTime()) ?? 0) + 10),
  mute: async () => ((await player?.getMuted()) ? player?.unmute() : player?.mute()),
  halfVolume: () => player?.setVolume(0.5),
  fullscreen: () => player?.requestFullscreen(),
  read: async () => {
    if (!player) return;
    const [currentTime, duration, volume, muted, paused, episode] = await Promise.all([
      player.getCurrentTime(),
      player.getDuration(),
      player.getVolume(),
      player.getMuted(),
      player.getPaused(),
      player.getEpisode(),
    ]);
    state.value = JSON.stringify({
      currentTime,
      duration,
      volume,
      muted,
      paused,
      episode: episode.id,
    });
  },
};

for (const button of document.querySelectorAll('[data-call]')) {
  const name = /** @type {keyof typeof hostCalls} */ (
    /** @type {HTMLElement} */ (button).dataset.call
  );
  button.addEventListener('click', () => {
    // A refused call (a player that cannot start, a seek out of range) says why in the log.
    Promise.resolve(hostCalls[name]?.()).catch((error) => addLogLine('refused', String(error)));
  });
}

/** @param {string} kind @param {unknown} detail */
function addLogLine(kind, detail) {
  const line = document.createElement('li');
  const time = new Date().toLocaleTimeString();
  line.textContent = `${time} ${kind} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
  log.prepend(line);
}

// The statistics function the player calls on window.top (product contract); on a host of another
// origin, the embed script calls it with what the player posts.
Object.assign(window, {
  /** @param {string} name @param {unknown} payload */
  sendStat(name, payload) {
    addLogLine(`sendStat ${name}`, payload);
  },
});

form.addEventListener('change', showPlayer);
document.getElementById('clear-log')?.addEventListener('click', () => log.replaceChildren());
showPlayer();
