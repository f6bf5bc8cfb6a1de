import type { BenchPage } from './open-fresh';
import { bareName, oursName } from './qoe-report';

function pageNamed(pages: BenchPage[], name: string): BenchPage {
  const page = pages.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no start page named ${name}`);
  return page;
}

/**
 * The QoE bench's pages, from the start pages (startPages): ours and bare hls.js, then ours
 * without its response's stream preloads. The server writes none for a page that may take a host's
 * settings (host_settings=1), which an unframed page ignores: the same page, its first fragment
 * loaded by the page itself, not by the preload. With them, the stream they all play: the bare
 * page's ?src, our film's default voice-over.
 */
export function qoePages(startingPages: BenchPage[]): { pages: BenchPage[]; stream: string } {
  const ours = pageNamed(startingPages, oursName);
  const bare = pageNamed(startingPages, bareName);
  const withoutPreloads = {
    name: `${oursName}, stream not preloaded (?host_settings=1)`,
    url: `${ours.url}&host_settings=1`,
  };
  const stream = new URL(bare.url).searchParams.get('src');
  if (!stream) throw new Error(`${bare.url} names no stream`);
  return { pages: [ours, bare, withoutPreloads], stream };
}
