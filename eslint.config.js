// Lint for the whole workspace. The import boundaries below are the rules of DESIGN.md ("Who may
// import whom"); .ci/lint-boundaries.test.ts proves each one fires.
import js from '@eslint/js'
import globals from 'globals'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import portico from './.ci/eslint/porticoPlugin.js'

// ---------------------------------------------------------------------------------------------
// Families of imports, each a regular expression over the import source.

const REACT = '^(react|react-dom|use-sync-external-store)(/|$)'
const CHAIN_SDKS = '^(viem(/|$)|@solana/|@walletconnect/)'
const UI_KIT = '^@(ark-ui|pandacss)/'
const DEVNET = '^@portico/devnet(/|$)'
const TEST_CHAINS = '^@portico/test-chains(/|$)'

/**
 * Any of our packages (`@portico/...`) except the exact specifiers in `allowed`. The devnet and
 * test-chains are left out here because every product folder bans them on its own, with its own message.
 */
const ourPackagesExcept = (...allowed) =>
  `^@portico/(?!(devnet|test-chains)(/|$)${allowed.map((name) => `|${name}$`).join('')})`

const ban = (regex, message) => ({ regex, message, caseSensitive: true })

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Any import that is neither relative nor one of `libraries` (or a subpath of one): an allow-list. */
const anythingBut = (libraries) => `^(?!\\.\\.?(/|$)|(${libraries.map(escapeRegex).join('|')})(/|$))`

/**
 * The libraries core's product code may import (DESIGN.md: an allow-list, not a deny-list).
 * Adding one is a design decision: say why in review, and measure it with `npm run bench:size`.
 */
const CORE_LIBRARIES = ['superstruct', 'mitt']
/** What core's tests and test kits may import besides (@scure/base: an independent codec the encoding tests compare with). */
const CORE_TEST_LIBRARIES = ['vitest', 'fast-check', 'typescript', '@scure/base']

const noDevnet = ban(DEVNET, 'Product code never imports the devnet; it reaches it only through configurable URLs.')
const noTestChains = ban(TEST_CHAINS, 'Product code never imports @portico/test-chains; only adapter tests and the playground use the local chains and test wallets.')

// ---------------------------------------------------------------------------------------------
// Who may import whom, per folder.

const boundaries = {
  core: (testFile) => [
    testFile
      ? ban(
          anythingBut([...CORE_LIBRARIES, ...CORE_TEST_LIBRARIES]),
          `core's tests import only core's own files, its allowed libraries (${CORE_LIBRARIES.join(', ')}) and the test tools (${CORE_TEST_LIBRARIES.join(', ')}).`,
        )
      : ban(
          anythingBut(CORE_LIBRARIES),
          `core imports only its own files and the libraries of its allow-list (${CORE_LIBRARIES.join(', ')}; CORE_LIBRARIES in eslint.config.js): no React, DOM, Node built-in, chain SDK, UI kit or workspace package.`,
        ),
  ],
  adapters: (testFile) => [
    testFile
      ? ban(ourPackagesExcept('core', 'core/networks', 'core/embedded', 'core/testing'), 'Adapter tests import only @portico/core (with /networks and /embedded), @portico/core/testing and @portico/test-chains of ours.')
      : ban(ourPackagesExcept('core', 'core/networks', 'core/embedded'), 'An adapter imports only @portico/core (with /networks and /embedded) of ours: never React bindings, a skin or another adapter.'),
    noDevnet,
    ...(testFile ? [] : [noTestChains]),
    ban(REACT, 'Adapters never import React.'),
    ban(UI_KIT, 'Adapters have no UI; Ark UI and Panda belong in skins/*.'),
  ],
  reactHeadless: (testFile) => [
    testFile
      ? ban(ourPackagesExcept('core', 'core/testing'), 'Tests of @portico/react import only @portico/core and @portico/core/testing of ours.')
      : ban(ourPackagesExcept('core'), '@portico/react imports only @portico/core of ours (no adapters, skins or deep core paths; @portico/core/testing only in tests, src/testing/ and test/).'),
    noDevnet,
    noTestChains,
    ban(CHAIN_SDKS, '@portico/react imports no chain SDK; SDKs belong in adapters/*.'),
    ban(UI_KIT, '@portico/react is headless: no Ark UI, no Panda.'),
  ],
  skins: (testFile) => [
    testFile
      ? ban(ourPackagesExcept('react', 'core/testing'), 'Skin tests import @portico/react, and @portico/core/testing for a test client; nothing else of ours.')
      : ban(ourPackagesExcept('react'), 'A skin is built from @portico/react alone (core types come through its re-exports); never core or an adapter.'),
    noDevnet,
    noTestChains,
    ban(CHAIN_SDKS, 'Skins import no chain SDK; SDKs belong in adapters/*.'),
  ],
}

/** The rules that enforce one folder's boundary, for static and dynamic imports alike. */
const enforce = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
  'portico/no-restricted-dynamic-imports': ['error', { patterns }],
  'portico/no-relative-escape': 'error',
})

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-d.{ts,tsx}']
/** Tests, plus the test-only helpers that packages keep in src/testing/ or test/ (not shipped). */
const testsOf = (folder) => [...TEST_FILES.map((glob) => `${folder}/${glob}`), `${folder}/src/testing/**`, `${folder}/test/**`]
/** core's tests and test kits (`*.testkit.ts`, helpers shared by test files, not shipped). */
const CORE_TEST_FILES = [...TEST_FILES.map((glob) => `core/src/${glob}`), 'core/src/**/*.testkit.ts']

/** Product code: what ships in a package (tests and test-only helpers aside). */
const PRODUCT_CODE = ['core/src/**/*.{ts,tsx}', 'react-headless/src/**/*.{ts,tsx}', 'skins/*/src/**/*.{ts,tsx}', 'adapters/*/src/**/*.{ts,tsx}']
/**
 * Test-only code inside product folders, exempt from the no-module-state rule: tests, test kits
 * and the test helpers of src/testing/. (core/src/testing ships as @portico/core/testing, but only
 * to tests; the memory platform in core/src/kernel/platform is product code and keeps the rule.)
 */
const TEST_ONLY_CODE = [...TEST_FILES, '**/*.testkit.ts', '**/src/testing/**']

// ---------------------------------------------------------------------------------------------

export default defineConfig(
  {
    name: 'portico/ignores',
    ignores: ['**/node_modules/**', '**/dist/**', '**/styled-system/**', '**/coverage/**', '**/.turbo/**', '**/.tmp/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'portico/base',
    plugins: { portico },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'portico/node-scripts',
    files: ['eslint.config.js', '.ci/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  // The benchmarks run in Node and hand functions to the page (Playwright's evaluate), so both
  // sets of globals are theirs.
  {
    name: 'portico/bench',
    files: ['bench/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // core: DOM-free, framework-free, SDK-free: its own files and an allow-list of libraries.
  {
    name: 'portico/core',
    files: ['core/src/**/*.{ts,tsx}'],
    ignores: CORE_TEST_FILES,
    rules: enforce(boundaries.core(false)),
  },
  { name: 'portico/core-tests', files: CORE_TEST_FILES, rules: enforce(boundaries.core(true)) },
  {
    name: 'portico/core-globals',
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map((name) => ({
          name,
          message: 'core runs in plain Node: reach the browser through a platform port (core/src/kernel/platform).',
        })),
      ],
    },
  },
  // Controllers own state and nothing else; what must follow a change is wired in createPortico.
  {
    name: 'portico/core-controllers',
    files: ['core/src/**/*Controller.ts'],
    ignores: TEST_FILES,
    rules: {
      'portico/no-peer-imports': [
        'error',
        {
          peers: '^core/src/.+Controller$',
          message:
            'Controllers never import each other, not even for a type (DESIGN.md, Core): share types through core/src/kernel/types or core/src/kernel/store, and register reactions between controllers in createPortico.',
        },
      ],
    },
  },
  // Core's floor plan (DESIGN.md v3): a module is reached only through its index.ts (lazy.ts by import()).
  {
    name: 'portico/core-module-boundaries',
    files: ['core/src/kernel/**/*.ts', 'core/src/modules/**/*.ts'],
    ignores: [...TEST_FILES, '**/*.testkit.ts'],
    rules: { 'portico/module-boundaries': 'error' },
  },
  // No module-level state in product code: two clients on one page never see each other.
  {
    name: 'portico/no-module-state',
    files: PRODUCT_CODE,
    ignores: TEST_ONLY_CODE,
    rules: { 'portico/no-module-state': 'error' },
  },
  // Actions are headless (DESIGN.md, "Actions and flows"): they never touch the router, the modal
  // or the snackbar, and never call a flow. Navigation and toasts belong to the modules' flows/.
  {
    name: 'portico/headless-actions',
    files: ['core/src/**/actions/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(router|modal|snackbar)$/], MemberExpression[property.value=/^(router|modal|snackbar)$/], ObjectPattern > Property[key.name=/^(router|modal|snackbar)$/]",
          message: 'Actions are headless: the router, the modal and the snackbar belong to flows (the flows/ of a module).',
        },
        {
          selector: "ImportDeclaration[source.value=/(^|\\/)flows\\//], ImportExpression[source.value=/(^|\\/)flows\\//]",
          message: 'Actions never call flows; flows call actions.',
        },
      ],
    },
  },
  // Services (DESIGN.md, Services): the outside APIs on the platform ports. They sit under the
  // actions: they never call an action, a flow or a reaction, and never touch the router, the modal
  // or the snackbar; what they learn goes back through the callbacks and controllers they are given.
  {
    name: 'portico/core-services',
    files: ['core/src/**/services/**/*.ts'],
    ignores: [...TEST_FILES, '**/*.testkit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(router|modal|snackbar)$/], MemberExpression[property.value=/^(router|modal|snackbar)$/], ObjectPattern > Property[key.name=/^(router|modal|snackbar)$/]",
          message: 'Services are headless: the router, the modal and the snackbar belong to flows (the flows/ of a module).',
        },
        {
          selector:
            "ImportDeclaration[source.value=/(^|\\/)(actions|flows|reactions)\\//], ImportExpression[source.value=/(^|\\/)(actions|flows|reactions)\\//], ExportAllDeclaration[source.value=/(^|\\/)(actions|flows|reactions)\\//], ExportNamedDeclaration[source.value=/(^|\\/)(actions|flows|reactions)\\//]",
          message: 'Services sit under the actions: actions, flows and reactions call services, never the reverse.',
        },
      ],
    },
  },
  {
    name: 'portico/core-no-console',
    files: ['core/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-console': 'error' },
  },

  // adapters/*: @portico/core and their own SDK.
  {
    name: 'portico/adapters',
    files: ['adapters/**/*.{ts,tsx}'],
    ignores: testsOf('adapters/*'),
    rules: enforce(boundaries.adapters(false)),
  },
  { name: 'portico/adapters-tests', files: testsOf('adapters/*'), rules: enforce(boundaries.adapters(true)) },
  // adapters/evm: viem stays out of the entry chunk. Only its lazy modules, reached through
  // import() in chain/loadViem.ts, may import viem's values; elsewhere `import type` only.
  {
    name: 'portico/adapter-evm-lazy-viem',
    files: ['adapters/evm/src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'adapters/evm/src/chain/viemParts.ts', 'adapters/evm/src/chain/viemContractParts.ts', 'adapters/evm/src/chain/viemSignatureParts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['viem', 'viem/*'],
              allowTypeImports: true,
              message:
                'viem is loaded lazily: import its values in chain/viemParts.ts, chain/viemContractParts.ts or chain/viemSignatureParts.ts and reach them through chain/loadViem.ts (import type is fine).',
            },
          ],
        },
      ],
    },
  },

  // adapters/solana: web3.js stays out of the entry chunk. Only chain/web3Parts.ts, reached
  // through import() in chain/loadWeb3.ts, may import its values; elsewhere `import type` only.
  {
    name: 'portico/adapter-solana-lazy-web3',
    files: ['adapters/solana/src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'adapters/solana/src/chain/web3Parts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@solana/web3.js', '@solana/web3.js/*', 'buffer'],
              allowTypeImports: true,
              message: '@solana/web3.js is loaded lazily: import its values in chain/web3Parts.ts and reach them through chain/loadWeb3.ts (import type is fine).',
            },
          ],
        },
      ],
    },
  },

  // react-headless: @portico/core, React, use-sync-external-store.
  {
    name: 'portico/react-headless',
    files: ['react-headless/**/*.{ts,tsx}'],
    ignores: testsOf('react-headless'),
    rules: enforce(boundaries.reactHeadless(false)),
  },
  {
    name: 'portico/react-headless-tests',
    files: testsOf('react-headless'),
    rules: enforce(boundaries.reactHeadless(true)),
  },

  // skins/*: @portico/react, Ark UI, Panda, React.
  { name: 'portico/skins', files: ['skins/**/*.{ts,tsx}'], ignores: testsOf('skins/*'), rules: enforce(boundaries.skins(false)) },
  {
    name: 'portico/skins-tests',
    files: testsOf('skins/*'),
    rules: enforce(boundaries.skins(true)),
  },

  // playground/*: sits on top and may import everything, but not another package by relative path.
  { name: 'portico/playground', files: ['playground/**/*.{ts,tsx}'], rules: { 'portico/no-relative-escape': 'error' } },
  // playground/test-chains: the adapters' tests depend on it, so it depends on none of our packages.
  {
    name: 'portico/test-chains',
    files: ['playground/test-chains/**/*.{ts,tsx}'],
    rules: enforce([ban('^@portico/', '@portico/test-chains sits under the adapter tests and the devnet: it imports none of our packages.')]),
  },
)
