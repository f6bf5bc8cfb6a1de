import { fileURLToPath } from 'node:url';
import { defineConfig } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The package's three entries, as ES modules with their declarations. Not minified: the host's own
// bundler minifies, and readable code is easier to debug in a host's page.
export default defineConfig({
  input: {
    index: path('../../src/host-embed/embed-api.ts'),
    auto: path('../../src/host-embed/auto.ts'),
    react: path('../../src/host-embed/react/index.ts'),
  },
  platform: 'browser',
  // React is the host's (a peer dependency), never bundled.
  external: [/^react($|\/)/],
  transform: { target: 'es2020', jsx: 'react-jsx' },
  plugins: [dts({ tsconfig: path('tsconfig.json') })],
  output: {
    dir: path('dist'),
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: '[name].js',
    cleanDir: true,
    // The component runs in the browser: frameworks that render on a server (React Server
    // Components) take the React entry as a client module.
    banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
  },
});
