// The built embed package's main and React entries import on a server (Node: no document, no
// window), by their names through its exports map, as a framework that renders on a server
// imports them. The auto-embed entry embeds at import, so it is the browser's alone.
import { stdout } from 'node:process';

const entries = ['@video-player/embed', '@video-player/embed/react'];

for (const entry of entries) {
  const exported = Object.keys(await import(entry));
  if (exported.length === 0) throw new Error(`${entry} exports nothing`);
  stdout.write(`${entry} imports on a server: ${exported.join(', ')}\n`);
}
