// @ts-check
// The demo host site: picks what the player shows and logs everything the player tells its host.

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
const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('player'));
const urlLink = /** @type {HTMLAnchorElement} */ (document.getElementById('player-url'));
const log = /** @type {HTMLOListElement} */ (document.getElementById('log'));

for (const [index, content] of demoContents.entries()) {
  select.add(new Option(content.label, String(index)));
}

function playerUrl() {
  const content = demoContents[Number(select.value)] ?? demoContents[0];
  const params = new URLSearchParams(content?.query);
  const flag = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).checked;
  if (flag('advert')) params.set('advert', '1');
  if (flag('autoPlay')) params.set('auto_play', '1');
  const query = params.toString();
  return `/player/${query ? `?${query}` : ''}`;
}

function showPlayer() {
  const url = playerUrl();
  frame.src = url;
  urlLink.href = url;
  urlLink.textContent = new URL(url, location.href).href;
}

/** @param {string} kind @param {unknown} detail */
function addLogLine(kind, detail) {
  const line = document.createElement('li');
  const time = new Date().toLocaleTimeString();
  line.textContent = `${time} ${kind} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
  log.prepend(line);
}

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  addLogLine('message', event.data);
});

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
