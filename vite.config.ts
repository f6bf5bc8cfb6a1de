import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The page's tests that replace modules with vi.mock: a mock would leak into the files after them
 * in a worker that does not isolate its files, so these alone run isolated.
 */
const mockingTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

// Where the player page lives on the server.
const base = '/player/';

/**
 * hls.js is imported dynamically, after the boot has started the catalogue calls, so Vite does not
 * preload it: this adds a modulepreload of its chunk (and of the chunks it imports) to the player
 * page, so that it downloads beside the entry and is parsed off the main thread as it arrives.
 * (A plain `preload as=script` was parsed as a classic script, which the import could not use:
 * the module was compiled again on the main thread, 80 to 110 ms on a phone's CPU.) React and
 * the UI are not preloaded: the boot imports them after the first frame, so that on a slow link
 * their bytes do not compete with the stream's and hls.js's. With a pre-roll the boot preloads
 * them as soon as the ad list says so, from the inert <template id="ui-modules"> this also adds.
 */
function preloadChunks(chunkNames: {
  modules: string[];
  styles: string[];
  /** By template id: the chunks, and those they import but the ones `besides` already brings. */
  onDemand: Record<string, { chunks: string[]; besides?: string[] }>;
}): Plugin {
  return {
    name: 'preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }) {
        if (!filename.endsWith('index.html') || !bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const named = (name: string) => {
          const chunk = chunks.find((output) => output.name === name);
          if (!chunk) throw new Error(`no ${name} chunk to preload`);
          return chunk;
        };
        const entries = new Set(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        // A chunk's file and those it imports, but not the entry: the page's own script already.
        const modulesOf = (names: string[], except: Set<string>) =>
          new Set(
            names
              .map(named)
              .flatMap((chunk) => [chunk.fileName, ...chunk.imports])
              .filter((file) => !entries.has(file) && !except.has(file)),
          );
        const scripts = modulesOf(chunkNames.modules, new Set());
        const styles = new Set(
          chunkNames.styles
            .map(named)
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        const link = (attrs: Record<string, string>, file: string) => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        });
        const templates = Object.entries(chunkNames.onDemand).map(([id, { chunks, besides }]) => ({
          tag: 'template',
          attrs: { id },
          children: [
            ...modulesOf(chunks, new Set([...scripts, ...modulesOf(besides ?? [], scripts)])),
          ].map((file) => link({ rel: 'modulepreload' }, file)),
          injectTo: 'head' as const,
        }));
        return [
          ...[...styles].map((file) => link({ rel: 'stylesheet' }, file)),
          ...[...scripts].map((file) => link({ rel: 'modulepreload' }, file)),
          ...templates,
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadChunks({
      modules: ['hls'],
      styles: ['render-page'],
      onDemand: {
        // With a pre-roll: the UI, the breaks' scheduling, the ad's link and skip button.
        'ui-modules': { chunks: ['render-page', 'ad-breaks', 'ad-over-video'] },
        // With a resume point: the prompt's own chunks, not the UI's (they wait for the first frame).
        'resume-prompt-modules': { chunks: ['resume-prompt'], besides: ['render-page'] },
      },
    }),
  ],
  base,
  build: {
    outDir: 'dist/player',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the player supports preloads modules itself: no polyfill on the critical path.
    modulePreload: { polyfill: false },
    // hls.js alone is ~580 kB minified; it is loaded in its own chunk, in parallel with the catalogue.
    chunkSizeWarningLimit: 700,
    // The VPAID frame is a page of its own: the creative runs there, sandboxed, under its own CSP.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'vpaid-frame': fileURLToPath(new URL('vpaid-frame.html', import.meta.url)),
      },
      // React in a chunk of its own: cached across our releases, and our own code measurable alone.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine, and the files mostly wait on
    // a reference server or jsdom's start: two workers take a third off the run there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share their worker's modules instead of loading React, jsdom's globals or Fastify
    // again each: the unit stage takes a third of the time. Each file still gets its own jsdom
    // window, and every test cleans up after itself.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'player',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingTests,
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          // A reference server starts in a hook: migrations and the seed, slower on a busy machine.
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'player-mocks',
          include: mockingTests,
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          isolate: true,
        },
      },
      {
        test: {
          isolate: false,
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // The tests of what hashing costs sign in at scrypt's OWASP cost: several hashes of
          // seconds each on a loaded 2-core machine.
          hookTimeout: 30_000,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          isolate: false,
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
