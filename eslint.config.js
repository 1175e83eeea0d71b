// ESLint: correctness rules for TypeScript and React, and the import boundaries between the layers of the code
// (docs/decisions/007-layers-and-import-boundaries.md). Formatting is not linted.
import fs from 'node:fs'
import path from 'node:path'

import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { databaseInsideBoundary } from './scripts/lint/database-inside-boundary.mjs'
import { fileNameCase } from './scripts/lint/file-name-case.mjs'
import { noDatabaseFileIo } from './scripts/lint/no-database-file-io.mjs'
import { noImportCycles } from './scripts/lint/no-import-cycles.mjs'

/** An import of a sibling folder of cms/ reached by a relative path, e.g. `../../endpoints/http`. */
const cmsFolder = (...folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`

/**
 * What a layer must not import. Each entry names the folders of cms/ above the layer, with the reason shown in the
 * lint message. Layers, bottom to top: contract ← lib ← services ← collections / endpoints ← app.
 */
const DATA_MODEL = ['collections', 'globals', 'hooks', 'fields', 'admin']
const ABOVE_SERVICES = [...DATA_MODEL, 'endpoints', 'app', 'seo', 'storefront-host']
const LIB = ['cms/lib/**', 'cms/access/**', 'cms/tax/**', 'cms/storage/**', 'cms/database/**', 'cms/env.ts']
const SERVICES = ['cms/services/**', 'cms/exports/**']
const NO_STOREFRONT = {
  regex: '(^|/)storefront/|^@/',
  message: 'cms/ never imports the storefront: share code through cms/contract instead.',
}

/** What nothing in the storefront imports: the rest of cms/ and Payload. */
const STOREFRONT_ONLY_CONTRACT = [
  {
    regex: '(^|/)cms/|^@payload-config$',
    message: 'The storefront imports only the contract of cms/: use `@contract`.',
  },
  { group: ['payload', 'payload/*', '@payloadcms/*'], message: 'The storefront runs in the browser: no Payload modules.' },
]

/**
 * The storefront's features (storefront/src/features/*) do not import each other: what two features share lives in
 * components/, lib/ or the contract, and the route modules of a feature (its routes/ folder, the pages the router
 * loads) combine features. Files of a feature reach the rest of src/ through `@/`, so a relative path never leaves it.
 */
const STOREFRONT_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, 'storefront/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const otherFeature = (feature) => ({
  regex: `^@/features/(?!${feature}/)`,
  message: `Features do not import each other (this file is in features/${feature}): move what both need to components/, lib/ or @contract, or combine the features in a route (features/*/routes/).`,
})
const outOfFeature = (levels) => ({
  regex: `^(\\.\\./){${levels},}`,
  message: 'Outside its own feature, a feature imports through `@/` (lib/, components/, config/), never by a relative path.',
})

const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cms/.next/**',
      // Build folders of their own (NEXT_DIST_DIR), such as CI's Node.js 24 build.
      'cms/.next-*/**',
      'cms/payload-types.ts',
      'cms/migrations/**',
      'cms/app/(payload)/admin/importMap.js',
      'cms/public/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Tests and a few adapters type loose JSON on purpose; the type check covers the rest.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['storefront/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['storefront/src/**/*.tsx', 'cms/app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['storefront/src/**/*.tsx', 'cms/app/**/*.tsx'],
    // A scrollable region must take focus so keyboards can scroll it.
    rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }] },
  },

  // The project's own rules (scripts/lint/).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: {
      local: {
        rules: {
          'no-database-file-io': noDatabaseFileIo,
          'database-inside-boundary': databaseInsideBoundary,
          'file-name-case': fileNameCase,
          'no-import-cycles': noImportCycles,
        },
      },
    },
  },
  // The database file is opened only by SQLite, through the database boundary.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['cms/database/**'],
    rules: { 'local/no-database-file-io': 'error' },
  },
  // One file-naming convention, and no import cycles between files (docs/decisions/049).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'local/file-name-case': 'error', 'local/no-import-cycles': 'error' },
  },
  // Only the database boundary knows which adapter runs (docs/decisions/002). Migrations are the schema itself; tests,
  // benchmarks and the scale seed build or inspect an SQLite file directly (query plans, migrations, bulk rows).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['cms/database/**', 'cms/migrations-mongodb/**', 'tests/**', 'bench/**', 'seed/scale/**', '**/*.test.ts'],
    rules: { 'local/database-inside-boundary': 'error' },
  },

  // Import boundaries.
  boundary(
    ['cms/contract/**'],
    [
      {
        regex: '^\\.\\./',
        message: 'cms/contract is the bottom layer, shared with the storefront: it imports only zod and other contract files.',
      },
      { group: ['payload', 'payload/*', '@payloadcms/*', 'node:*'], message: 'cms/contract runs in the browser too: no server modules.' },
    ],
  ),
  boundary(LIB, [
    {
      regex: cmsFolder('services', 'exports', ...ABOVE_SERVICES),
      message:
        'cms/lib, cms/access, cms/tax, cms/storage, cms/database and cms/env.ts sit under the services: they must not import services or anything above them.',
    },
    NO_STOREFRONT,
  ]),
  boundary(SERVICES, [
    {
      regex: cmsFolder(...ABOVE_SERVICES),
      message:
        'Services must not import collections, endpoints or the app. Errors live in cms/lib/http-errors; collections call services through cms/services/for-collections.',
    },
    NO_STOREFRONT,
  ]),
  boundary(
    DATA_MODEL.map((folder) => `cms/${folder}/**`),
    [
      {
        regex: '^(\\.\\./)+services/(?!for-collections$)',
        message: 'Collections and globals reach the services only through cms/services/for-collections: export what you need there.',
      },
      {
        regex: cmsFolder('exports', 'endpoints', 'app', 'seo', 'storefront-host'),
        message:
          'Collections, globals and admin components must not import endpoints, the app, the catalogue snapshot or the exports (use cms/services/for-collections).',
      },
      NO_STOREFRONT,
    ],
  ),
  boundary(
    ['cms/endpoints/**'],
    [
      {
        regex: cmsFolder(...DATA_MODEL, 'app', 'seo', 'storefront-host'),
        message: 'Endpoints call services, never collections or the app: move the logic to cms/services.',
      },
      NO_STOREFRONT,
    ],
  ),
  boundary(['cms/app/**', 'cms/seo/**', 'cms/storefront-host/**', 'cms/*.ts', 'payload.config.ts'], [NO_STOREFRONT]),
  boundary(
    ['scripts/**/*.mjs'],
    [
      {
        regex: '^(\\.\\./)+cms/(?!lib/[\\w-]+\\.mjs$)',
        message:
          'The production server runs without a compiler: from cms/ it imports only the JavaScript modules of cms/lib (*.mjs; what both sides share goes there).',
      },
    ],
  ),
  boundary(['storefront/src/**'], STOREFRONT_ONLY_CONTRACT),
  boundary(
    ['storefront/src/{lib,components,config}/**'],
    [
      ...STOREFRONT_ONLY_CONTRACT,
      {
        regex: '^@/(features|app)(/|$)',
        message: 'lib/, components/ and config/ sit under the features: they import no feature and not the app.',
      },
    ],
  ),
  ...STOREFRONT_FEATURES.flatMap((feature) => [
    boundary([`storefront/src/features/${feature}/*`], [...STOREFRONT_ONLY_CONTRACT, otherFeature(feature), outOfFeature(1)]),
    boundary([`storefront/src/features/${feature}/*/**`], [...STOREFRONT_ONLY_CONTRACT, otherFeature(feature), outOfFeature(2)]),
  ]),
  boundary(['storefront/src/features/*/routes/**'], [...STOREFRONT_ONLY_CONTRACT, outOfFeature(2)]),
)
