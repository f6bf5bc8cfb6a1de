// The size budget: fails when a built file outgrows its gzip budget (run by npm test after the build).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoPath } from '../server/paths';

// Our code on the critical path: the boot entry, the page's UI and the bundler's runtime.
// The page's entry and its UI; with every chunk they import statically (found in the built files,
// so that a chunk the bundler splits off is counted too), but for the libraries budgeted alone.
const criticalEntries = ['dist/player/assets/index-', 'dist/player/assets/render-page-'];
const vendorChunks = ['dist/player/assets/react-', 'dist/player/assets/hls-'];

/**
 * Gzip budgets in bytes, each a little above today's size, so that growth is a decision (all of
 * our critical-path code together: the 35 kB target of issue 9). Hashed chunk names are matched by
 * the part before the hash.
 */
const budgets: { files: string[]; gzipBytes: number; why: string }[] = [
  // The boot grew by about 0.8 kB with the spec's details (issue 29): availability that defaults
  // to true with its own timeout, the host's ad list call, and the 10 s limit on server saves.
  // And by about 0.6 kB when the boot began to show the first frame itself, before React (its
  // video, the buffer hold until the play) and to send the pre-roll's VAST request (issue 20).
  // And by about 0.7 kB when it began to load the pre-roll's file itself and show its first frame
  // (issue 20): the VAST peek, the choice of the file and its element, which the ads chunk held.
  // Our code grew by about 0.4 kB with the player session (issue 25): the request map and the
  // causes its changes carry, the session object, the host's one protocol and the typed errors,
  // after the ad breaks' scheduling moved to a chunk of its own (a film without ads never loads
  // it). And hls-source.ts (0.9 kB), which the boot held only for its hls.js settings, moved to
  // the UI with the engine that uses it: the boot's budget went down as the UI's went up. The
  // share services' links and the lock screen's controls then left for chunks of their own,
  // loaded with the popup and after the first paint, which brought it back within 37.5 kB.
  // The host API (issue 24) then added 0.65 kB: reading its calls and posting its messages in the
  // boot (the page answers its host from the first script on), the session's events kept for the
  // host until the API's own chunk (1.5 kB, only in a frame) is in, the statistics handed to a
  // host of another origin and the error screens told to the host.
  // Issue 23's features took it to 39.5 kB (the subtitles menu, the keys' table and ownership
  // rules, the seek preview's and skip intro's wiring). Back to 38.0 kB, nothing the first frame
  // shows lost: the texts and icons only on-demand parts use moved to later-strings.ts and
  // later-icons.ts (0.7 kB), the resume prompt (preloaded by the boot when there is a resume
  // point) and the ad's link and skip button (at a break's start) to chunks of their own (0.5 kB),
  // the statistics' event names built from 'videoplayer_' rather than spelled out, the four
  // menus' one ControlMenu, and the keys' ownership in one table (0.3 kB).
  // 38.3 kB until the player learnt that its host fills the screen with its whole frame (Firefox
  // and Safari, issue 22: the host command's reader, the fullscreen bridge's state and its exit
  // through the host, the page's listener; about 80 B).
  // 38.4 kB until a stream that stalls a few frames short of its end is ended by the player (seen
  // in WebKitGTK: a spinner and no next episode; src/media/end-stall.ts, about 110 B).
  // 38.5 kB until protected streams (issue 44, 0.47 kB): no DRM code (its chunk, 2.4 kB, loads for
  // a protected film only), but the master JSON's drm handed on, the engine's and hls-source's
  // hooks for a stream's protection, the DRM screen's lazy part, the host's `failure`, the
  // statistics' error_kind, and a failed stream that stops loading and tells nothing more.
  // 39.0 kB until quality of experience and CMCD (issue 45, 1.3 kB): in the boot (0.65 kB) the
  // stream's start the server wrote in (its session id and preloaded URLs, reused by hls.js's
  // xhrSetup), a session id per episode view, CMCD on the master JSON's request and hls.js's
  // settings, the two embed settings; in the UI (0.7 kB) the moments of each view (the video's
  // events, intents, ad breaks, level, failure, the page hidden) kept for the QoE's own chunk,
  // which builds the records and sends them (1.2 kB, loaded beside the UI, never on the path).
  // 40.2 kB until delivery that survives a CDN (issue 50, 0.6 kB): hls.js's load policies for
  // every loader, in the boot, whose prepared stream is made with them (0.3 kB); the stream's
  // outage recovery (restarts, the starvation clock, `online`) and the CDN each fragment came
  // from, in the UI with hls-source.ts.
  // 40.9 kB until a decoder that holds data but shows no frame is restarted (0.2 kB, in the UI
  // with hls-source.ts: src/media/first-frame-stall.ts, after two such stalls in WebKitGTK).
  // 41.2 kB until the interface languages (issue 48, 0.44 kB, all in the boot): reading `hl` and
  // `uiLanguage`, `auto`'s choice from the browser's languages, the English chunk's import, the
  // page's lang and title, and the hand-over of the later texts. No English: its chunk (below)
  // loads for an English page only.
  // 41.7 kB until the host hears the episode's markers as the player acts on them (0.42 kB: the
  // episode mapped field by field in the UI, and the markers' check, now a static import of it).
  // 41.4 kB once that mapping moved to the host API's own chunk; 42.4 kB with one player session
  // from boot to dispose (issue 47, 1.0 kB): the media engine cut into controllers (0.26 kB), one
  // loadEpisode for the first and every later episode with typed page errors (0.2 kB, the boot),
  // the view and its one status store, the session's fullscreen and host link, the host's
  // events from the feed of steps with their causes (0.55 kB, the UI).
  {
    files: ourCriticalPath(),
    gzipBytes: 42_500,
    why: 'all of our code on the critical path',
  },
  {
    files: ['dist/player/assets/index-'],
    // 17.6 kB until the interface languages (0.4 kB, above); 17.8 kB until one loadEpisode and
    // typed page errors (issue 47, 0.2 kB, above).
    gzipBytes: 18_100,
    why: 'the boot: catalogue and stream',
  },
  // 21.5 kB until the first-frame stall's restart (0.2 kB); 21.7 kB until one player session from
  // boot to dispose (issue 47, 0.8 kB, above).
  { files: ['dist/player/assets/render-page-'], gzipBytes: 22_600, why: "the page's UI" },
  // With the desktop subtitles menu's lists and the caption style (issue 23) 1.64 kB, back within
  // 1.6 kB once that menu rendered the settings' own subtitles lists rather than a second entry.
  {
    files: ['dist/player/assets/menu-lists-'],
    gzipBytes: 1_600,
    why: "the settings, subtitles and audio menus' lists, after the first frame",
  },
  { files: ['dist/player/assets/series-parts-'], gzipBytes: 2_600, why: 'series navigation' },
  // The VAST parser is in it (was a chunk of its own, 9.5 kB): one download beside the VAST, not after.
  // 17.0 -> 21.0 kB: every VAST 4 macro filled by vast-client's own VASTTracker (2.8 kB, a class
  // that cannot be trimmed to the one method used) and our macro values (1.2 kB), then SIMID's
  // reading and hand-over (0.9 kB; its session code is a chunk of its own). Still lazy: a page
  // without ads never fetches it.
  {
    files: ['dist/player/assets/ad-break-'],
    gzipBytes: 21_000,
    why: 'the ads and their VAST parser, at an ad list',
  },
  {
    files: ['dist/player/assets/stream-protection-'],
    gzipBytes: 2_800,
    why: 'protected streams: key systems, license requests, DRM errors, for a protected film only',
  },
  {
    files: ['dist/player/assets/english-'],
    gzipBytes: 1_800,
    why: 'the English texts, requested at the start of an English page only',
  },
  {
    files: ['dist/player/assets/qoe-record-'],
    gzipBytes: 1_500,
    why: "each episode view's QoE record and its beacon, loaded beside the UI",
  },
  { files: ['dist/player/assets/react-'], gzipBytes: 70_000, why: 'React, on the critical path' },
  { files: ['dist/player/assets/hls-'], gzipBytes: 185_000, why: 'hls.js, on the critical path' },
  // 2.5 kB until the embed settings' channel (about 180 B) came in with create()'s settings, and
  // 2.8 kB until the host API's calls, getters, events and statistics (about 650 B, issue 24).
  // About 75 B more when the embed API was split from the script's own start for the package
  // (issue 24): setPlayerUrl, and create()'s error when no player page is known, which a bundled
  // package needs (it cannot take the page from its own URL as the script does). 3.6 kB until a
  // host's requestFullscreen worked in Firefox and Safari (about 200 B, issue 22): the probe for
  // capability delegation, the frame's own fullscreen within the host's click, its refusal
  // message, and telling the player that its frame fills the screen.
  // 3.8 kB until the interface language (about 200 B, issue 48): `uiLanguage` into the frame's
  // `hl`, `auto`'s choice, and the frame's title and the facade's button in English too.
  { files: ['dist/embed/embed.js'], gzipBytes: 4_050, why: "the embed script, on partners' pages" },
  { files: ['dist/embed/embed.mjs'], gzipBytes: 4_050, why: "the embed script's module build" },
];

/** The entries' files and every chunk they import statically, transitively, but the vendors'. */
function ourCriticalPath(): string[] {
  const vendors = new Set(vendorChunks.map(builtFile));
  const found = new Set<string>();
  const visit = (path: string) => {
    if (found.has(path) || vendors.has(path)) return;
    found.add(path);
    // Static imports of sibling chunks, as the minified output spells them.
    for (const [, file] of readFileSync(path, 'utf8').matchAll(
      /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
    )) {
      visit(join(dirname(path), file ?? ''));
    }
  };
  for (const entry of criticalEntries) visit(builtFile(entry));
  return [...found].map((path) => path.slice(repoPath('').length + 1));
}

/** The built file a budget names: the path itself, or the one chunk whose name starts so. */
function builtFile(pattern: string): string {
  if (!pattern.endsWith('-')) return repoPath(pattern);
  const dir = repoPath(dirname(pattern));
  const prefix = pattern.slice(dirname(pattern).length + 1);
  const matches = readdirSync(dir).filter(
    (name) => name.startsWith(prefix) && name.endsWith('.js'),
  );
  if (matches.length !== 1) throw new Error(`${pattern}*.js matches ${matches.length} files`);
  return join(dir, matches[0] ?? '');
}

// What a viewer downloads before the first frame, as the server sends it: the build's brotli files.
const criticalPathOnTheWire = {
  files: [...ourCriticalPath(), ...vendorChunks],
  brotliBytes: 245_000,
};

/** The bytes the server sends for a built file: its .br beside it (scripts/compress-build.ts). */
function brotliBytes(path: string): number {
  if (statSync(path).size < 1024) return statSync(path).size;
  if (!existsSync(`${path}.br`) || !existsSync(`${path}.gz`)) {
    throw new Error(`${path} has no .br and .gz beside it: run the whole npm run build`);
  }
  return statSync(`${path}.br`).size;
}

let failed = false;
{
  const paths = criticalPathOnTheWire.files.map(builtFile);
  const size = paths.reduce((sum, path) => sum + brotliBytes(path), 0);
  if (size > criticalPathOnTheWire.brotliBytes) failed = true;
  process.stdout.write(
    `${size <= criticalPathOnTheWire.brotliBytes ? 'ok' : 'OVER BUDGET'}`.padEnd(12) +
      `the critical path as sent (brotli, ${paths.length} files): ${size} B (budget ${criticalPathOnTheWire.brotliBytes} B)\n`,
  );
}
for (const { files, gzipBytes, why } of budgets) {
  const paths = files.map(builtFile);
  const size = paths.reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0);
  if (size > gzipBytes) failed = true;
  const verdict = size <= gzipBytes ? 'ok' : 'OVER BUDGET';
  const names = paths.map((path) => path.slice(repoPath('').length)).join(' + ');
  process.stdout.write(
    `${verdict.padEnd(11)} ${names}: ${size} B gzip (budget ${gzipBytes} B, ${why})\n`,
  );
}
if (failed) {
  process.stderr.write(
    'A file (or group) is over its size budget: make it smaller, or raise the budget in scripts/size-budget.ts with a reason.\n',
  );
  process.exit(1);
}
