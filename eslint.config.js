import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The module arrows of the architecture: engine, ads, analytics, embed and api code never import
// the React UI or each other; they meet only through the events they publish.
// host-embed is the host sites' script, a bundle of its own: it may not even reach the player.
const isolatedModules = ['api', 'media', 'ads', 'analytics', 'embed', 'host-embed'];
// What the leaf modules may never import: the layers that wire them together.
const upperLayers = ['app', 'player', 'session', 'errors'];
// The messages between the player page and the embed script, shared by both ends: embed may use it.
const hostProtocol = 'host-embed/protocol';
const noReact = {
  group: ['react', 'react-dom', 'react/*', 'zustand/react'],
  message: 'No React here.',
};
const leafImports = (name) => ({
  regex: `^(\\.\\./)+${name === 'embed' ? `(?!${hostProtocol}/)` : ''}(${[...upperLayers, ...isolatedModules.filter((other) => other !== name)].join('|')})(/|$)`,
  message: `src/${name}/ may import only src/lib/ and its own libraries.`,
});
// The embed package's React entry is the one folder of the embed script's with React (its peer
// dependency); nothing else there imports it, so the embed script's bundle stays without React.
const hostEmbedReact = 'src/host-embed/react';
const notTheReactEntry = {
  regex: '^\\.{1,2}/(\\.\\./)*react(/|$)',
  message: `Only the package's React entry imports ${hostEmbedReact}/.`,
};
const moduleBoundaries = isolatedModules.map((name) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  ...(name === 'host-embed' ? { ignores: [`${hostEmbedReact}/**`] } : {}),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          leafImports(name),
          noReact,
          ...(name === 'host-embed' ? [notTheReactEntry] : []),
        ],
      },
    ],
  },
}));
// Its code uses React alone, its one peer dependency; its tests render with react-dom too.
const hostEmbedReactBoundaries = [
  {
    files: [`${hostEmbedReact}/**/*.{ts,tsx}`],
    ignores: [`${hostEmbedReact}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            leafImports('host-embed'),
            {
              group: ['react-dom', 'react-dom/*', 'zustand/react'],
              message: 'The React entry uses React alone, its peer dependency.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${hostEmbedReact}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [leafImports('host-embed')] }] },
  },
];

// The layers above the leaf modules, top down: app/ (the page: boot, data loading, the React
// root) may use all below it; player/ (the React UI) the session and the leaves, never app/; the
// session (the player without its UI) only the leaves, never React; errors/ (error reporting)
// only lib/. An arrow back up fails lint, as a cycle does (npm run lint:cycles).
const layerBoundaries = [
  { layer: 'player', above: ['app'], react: true },
  { layer: 'session', above: ['app', 'player'], react: false },
  // Sentry's SDK is its React flavour; errors/ loads it, renders nothing.
  { layer: 'errors', above: [...upperLayers, ...isolatedModules], react: true },
].map(({ layer, above, react }) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${above.filter((name) => name !== layer).join('|')})(/|$)`,
            message: `src/${layer}/ may not import ${above.join(', ')}: a layer imports only those below it.`,
          },
          ...(react
            ? []
            : [
                {
                  group: ['react', 'react-dom', 'react/*', 'zustand/react'],
                  message: 'No React here.',
                },
              ]),
        ],
      },
    ],
  },
}));

// src/lib/ is the bottom layer: small pure helpers that import nothing else of src/ (the folder
// is flat, so any parent path leaves it).
const libBoundary = {
  files: ['src/lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^\\.\\./', message: 'src/lib/ imports nothing of src/ outside lib/.' },
          { group: ['react', 'react-dom', 'react/*', 'zustand/react'], message: 'No React here.' },
        ],
      },
    ],
  },
};

// src/shared/ holds the pure modules both the player page and the reference server use (the
// query, the resume point, the master playlist): they import only src/lib/ and the API's types.
const sharedBoundary = {
  files: ['src/shared/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^\\.\\./(?!lib/|api/types$)',
            message: 'src/shared/ imports only src/lib/ and src/api/types.',
          },
          { group: ['react', 'react-dom', 'react/*', 'zustand/react'], message: 'No React here.' },
        ],
      },
    ],
  },
};

// The reference server reaches into the player's code only for what both ends share: src/shared/,
// src/lib/ and the API's generated types; the page's layers are not the server's to import.
const serverBoundary = {
  files: ['server/**/*.{ts,js}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+src/(?!shared/|lib/|api/generated/)',
            message: 'server/ imports from src/ only shared/, lib/ and api/generated/.',
          },
        ],
      },
    ],
  },
};

// The browser tests and the benchmarks share their browser helpers through browser-kit/, never
// through each other's files, and browser-kit/ imports neither. The browser tests take `expect`
// from e2e/expect.ts, whose polls look again every 250 ms.
const harnessBoundaries = [
  ['e2e', ['bench']],
  ['bench', ['e2e']],
  ['browser-kit', ['e2e', 'bench']],
].map(([folder, others]) => ({
  files: [`${folder}/**/*.{ts,js}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${others.join('|')})/`,
            message: 'e2e/ and bench/ share code only through browser-kit/.',
          },
        ],
        paths:
          folder === 'e2e'
            ? [
                {
                  name: '@playwright/test',
                  importNames: ['expect'],
                  message: 'Take expect from e2e/fixtures.ts or journey-test.ts (e2e/expect.ts).',
                },
              ]
            : [],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'packages/*/dist/',
      'media/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/api/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}', 'packages/*/examples/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: [
      'server/**/*.{ts,js}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'browser-kit/**/*.ts',
      '*.config.{ts,js}',
      'packages/**/*.config.ts',
      'scripts/**/*.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, even an empty one.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['server/host-page/**/*.js', 'bench/pages/**/*.js', 'browser-kit/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['server/main.ts'],
    rules: { 'no-console': 'off' },
  },
  libBoundary,
  sharedBoundary,
  serverBoundary,
  ...harnessBoundaries,
  ...moduleBoundaries,
  ...hostEmbedReactBoundaries,
  ...layerBoundaries,
  {
    // In both bundles: it may import only src/lib/, not even the rest of the embed script.
    files: [`src/${hostProtocol}/**/*.ts`],
    // Its tests' sample messages may use the rest of the embed script's folder.
    ignores: [`src/${hostProtocol}/testing/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./lib/)',
              message: `src/${hostProtocol}/ may import only src/lib/.`,
            },
            {
              group: ['react', 'react-dom', 'react/*', 'zustand/react'],
              message: 'No React here.',
            },
          ],
        },
      ],
    },
  },
);
