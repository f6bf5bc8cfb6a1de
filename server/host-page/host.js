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
  { query: 'movie_id=9999', label: '9999 · неизвестный id' },
  { query: '', label: 'без movie_id' },
];

const form = /** @type {HTMLFormElement} */ (document.getElementById('picker'));
const select = /** @type {HTMLSelectElement} */ (form.elements.namedItem('content'));
const box = /** @type {HTMLElement} */ (document.getElementById('player-box'));
const urlLink = /** @type {HTMLAnchorElement} */ (document.getElementById('player-url'));
const log = /** @type {HTMLOListElement} */ (document.getElementById('log'));

for (const [index, content] of demoContents.entries()) {
  select.add(new Option(content.label, String(index)));
}

/** The embed options of the picker's choice. */
function playerOptions() {
  const content = demoContents[Number(select.value)] ?? demoContents[0];
  const movieId = new URLSearchParams(content?.query).get('movie_id') ?? undefined;
  const flag = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).checked;
  return { movieId, advert: flag('advert'), autoPlay: flag('autoPlay') };
}

/** @type {ReturnType<typeof create> | undefined} */
let player;

function showPlayer() {
  player?.destroy();
  player = create(box, playerOptions());
  player.iframe.id = 'player';
  urlLink.href = player.iframe.src;
  urlLink.textContent = player.iframe.src;
  for (const eventName of /** @type {const} */ ([
    'episodeChanged',
    'enterFullScreen',
    'exitFullScreen',
  ])) {
    player.on(eventName, (payload) => addLogLine('message', { eventName, payload }));
  }
}

/** @param {string} kind @param {unknown} detail */
function addLogLine(kind, detail) {
  const line = document.createElement('li');
  const time = new Date().toLocaleTimeString();
  line.textContent = `${time} ${kind} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
  log.prepend(line);
}

// The statistics function the player calls on window.top (product contract).
Object.assign(window, {
  /** @param {string} name @param {unknown} payload */
  sendStat(name, payload) {
    addLogLine(`sendStat ${name}`, payload);
  },
});

form.addEventListener('change', showPlayer);
document.getElementById('clear-log')?.addEventListener('click', () => log.replaceChildren());
showPlayer();
