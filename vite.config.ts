import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// Where the player page lives on the server.
const base = '/player/';

/**
 * hls.js is imported dynamically (main.tsx starts it at boot), so Vite does not preload it: this
 * adds its modulepreload to the player page, so that it downloads beside the entry and React.
 */
function preloadHls(): Plugin {
  return {
    name: 'preload-hls',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }) {
        if (!filename.endsWith('index.html') || !bundle) return [];
        const hls = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.name === 'hls',
        );
        if (!hls) throw new Error('no hls.js chunk to preload');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${hls.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadHls()],
  base,
  build: {
    outDir: 'dist/player',
    emptyOutDir: true,
    target: 'es2022',
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
    projects: [
      {
        extends: true,
        test: {
          name: 'player',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
