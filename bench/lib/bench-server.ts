import { freePort } from '../../server/testing/free-port';
import { startTestServer, type TestServer } from '../../server/testing/test-server';

/** The reference server, and the origin its media is served from. */
export interface BenchServer extends TestServer {
  mediaOrigin: string;
}

/**
 * The reference server as a deployment runs it, with its media on an origin of its own (a CDN's;
 * here the server's other loopback name): the page's scripts and calls and its stream then each
 * have their own six HTTP/1.1 connections, as the reference pages, served apart from the
 * stream, have.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const port = await freePort();
  const mediaOrigin = `http://localhost:${port}`;
  // A catalogue without ads: the film's own first frame; the pre-roll pages name theirs.
  const server = await startTestServer({ faults: false, port, mediaOrigin, prerollAds: [] });
  return Object.assign(server, { mediaOrigin });
}

/**
 * A second reference server whose catalogue's ad list names the demo pre-roll (which the page then
 * carries in itself), its media on the first server's origin: our page with the catalogue's own ads.
 */
export async function startPrerollBenchServer(mediaOrigin: string): Promise<TestServer> {
  const port = await freePort();
  return startTestServer({ faults: false, port, mediaOrigin, prerollAds: ['preroll-skippable'] });
}
