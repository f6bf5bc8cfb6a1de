import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The host embed script: its own small bundle without React, as an ES module (embed.mjs) and a
// classic script that sets the global `VideoPlayer` (embed.js).
export default defineConfig({
  build: {
    outDir: 'dist/embed',
    // The player page's public files are not the embed script's.
    copyPublicDir: false,
    emptyOutDir: true,
    target: 'es2020',
    lib: {
      entry: fileURLToPath(new URL('src/host-embed/index.ts', import.meta.url)),
      name: 'VideoPlayer',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'embed.mjs' : 'embed.js'),
    },
    // The classic build has no import.meta; the script reads document.currentScript there instead.
    rolldownOptions: { checks: { emptyImportMeta: false }, output: { minify: true } },
  },
});
