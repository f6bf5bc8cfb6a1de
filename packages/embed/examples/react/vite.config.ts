import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The React example host page, bundled as a host's app would be: React and the embed package
// (@video-player/embed/react, its built files through its exports map) in one bundle.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Served from any path: the browser tests serve it at the root of another origin.
  base: './',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../../../dist/examples/react', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
