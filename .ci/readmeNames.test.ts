// Docs that cannot drift: every name the READMEs and docs/ cite in inline code (an export, an
// option key of createPortico, a script, a package path, a file) exists, read from the packages'
// source. The rule for what counts as a name, and the allow-list, are in readmeNames.ts.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApiIndex, checkDocs, classify, extractSpans, findDocs, format, type ApiIndex } from './readmeNames.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('which inline-code spans are identifiers', () => {
  it.each([
    ['@portico/core/testing', { kind: 'package', name: '@portico/core', subpath: './testing' }],
    ['npm run test:e2e', { kind: 'command', commands: [{ script: 'test:e2e' }], files: [] }],
    ['DEVNET_PORTS=0,0 npm start -w @portico/devnet', { kind: 'command', commands: [{ script: 'start', workspace: '@portico/devnet' }], files: [] }],
    ['node bench/size/adapterEvmSize.mjs', { kind: 'command', commands: [], files: ['bench/size/adapterEvmSize.mjs'] }],
    ['src/chain/viemParts.ts', { kind: 'path', path: 'src/chain/viemParts.ts' }],
    ['createPortico', { kind: 'code', segments: [{ name: 'createPortico', call: false, keys: [] }] }],
    ['ALPHA_WALLET', { kind: 'code', segments: [{ name: 'ALPHA_WALLET', call: false, keys: [] }] }],
    ['reload()', { kind: 'code', segments: [{ name: 'reload', call: true, keys: [] }] }],
    ['debug: false', { kind: 'code', segments: [{ name: 'debug', call: false, keys: [] }] }],
    [
      'createModal({ views })',
      { kind: 'code', segments: [{ name: 'createModal', call: true, keys: ['views'] }] },
    ],
    [
      'useEmbeddedWallet().switchAccountType',
      { kind: 'code', segments: [{ name: 'useEmbeddedWallet', call: true, keys: [] }, { name: 'switchAccountType', call: false, keys: [] }] },
    ],
    ['await platform.clock.advanceAsync(ms)', { kind: 'code', segments: [{ name: 'platform', call: false, keys: [] }, { name: 'clock', call: false, keys: [] }, { name: 'advanceAsync', call: true, keys: [] }] }],
    ['<PorticoModal views={{ Account: A }} />', { kind: 'code', segments: [{ name: 'PorticoModal', call: false, keys: [] }], jsx: { attributes: ['views'] } }],
  ])('%s is an identifier', (text, expected) => {
    expect(classify(text)).toEqual(expected)
  })

  it.each([
    'adapters', // a lone lowercase word: prose
    'data-state',
    'eth_chainId', // a JSON-RPC method
    'solana:signMessage', // a Wallet Standard feature
    "'remote'",
    'io.portico.alpha', // a wallet id
    '@solana/web3.js', // another scope's package
    '{ features }',
    'GET /appkit/v1/config',
    '<portico-modal>',
    'npm install @portico/core',
  ])('%s is not', (text) => {
    expect(classify(text)).toBeUndefined()
  })

  it('reads inline code outside fences, and the lines of sh blocks, with their lines', () => {
    const spans = extractSpans('x.md', 'A `first`\nand `second`.\n\n```ts\nconst `no` = 1\n```\n```sh\nnpm run lint   # why\n```\n| `cell` |')
    expect(spans.map(({ line, text, source }) => [line, text, source])).toEqual([
      [1, 'first', 'inline'],
      [2, 'second', 'inline'],
      [8, 'npm run lint', 'sh'],
      [10, 'cell', 'inline'],
    ])
  })
})

describe('names the READMEs and docs/ cite', () => {
  let index: ApiIndex
  beforeAll(() => {
    index = buildApiIndex(repoRoot)
  }, 120_000)

  it('finds the pages and the public API', () => {
    const docs = findDocs(repoRoot)
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'core/README.md', 'adapters/walletconnect/README.md', 'docs/testing.md']))
    expect(index.exports.get('createTestClient')).toEqual(new Set(['@portico/core/testing']))
    expect(index.optionKeys).toContain('projectId')
    expect(index.strictOptionRoots).toContain('services')
  })

  it('every one exists and is what the prose says it is', () => {
    const problems = checkDocs(repoRoot, index, findDocs(repoRoot)).map(format)
    expect(problems.join('\n'), 'names in the docs that match nothing (file:line: `span`: why)').toBe('')
  })

  it('an export that leaves the index fails at every line that names it', () => {
    const before = new Set(checkDocs(repoRoot, index, ['README.md', 'core/README.md']).map(format))
    const testing = index.entrySymbols.get('@portico/core/testing')!
    const symbol = testing.get('createTestClient')!
    testing.delete('createTestClient')
    const where = index.exports.get('createTestClient')!
    index.exports.delete('createTestClient')
    try {
      const added = checkDocs(repoRoot, index, ['README.md', 'core/README.md'])
        .map(format)
        .filter((problem) => !before.has(problem))
      expect(added.length).toBeGreaterThanOrEqual(3)
      for (const problem of added) expect(problem).toMatch(/^(core\/)?README\.md:\d+: `createTestClient\(\)`: createTestClient is not an export/)
    } finally {
      testing.set('createTestClient', symbol)
      index.exports.set('createTestClient', where)
    }
  })
})

describe('a renamed export, option or script breaks the check (a fixture workspace read from its source)', () => {
  const fixture = path.join(repoRoot, '.ci', '.tmp', 'readme-names-fixture')
  const README = [
    '# @portico/fixture',
    '',
    'Put `createWidget({ size })` from `@portico/fixture` in `adapters`, set `services.apiUrl`,',
    'and run `npm run lint`. Tests: `@portico/fixture/testing`.',
    '',
  ].join('\n')

  function write(exportsFile: string, options = 'apiUrl?: string', scripts: Record<string, string> = { lint: 'eslint .' }, readme = README) {
    rmSync(fixture, { recursive: true, force: true })
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ private: true, workspaces: ['pkg'], scripts }),
      'README.md': readme,
      'pkg/package.json': JSON.stringify({
        name: '@portico/fixture',
        exports: { '.': { '@portico/source': './src/exports/index.ts' }, './testing': { '@portico/source': './src/exports/testing.ts' } },
      }),
      'pkg/src/options.ts': [
        'export interface ServicesOptions { ' + options + ' }',
        'export interface Plugin { readonly chain?: object; readonly connectors?: object }',
        'export interface PorticoOptions { projectId: string; adapters?: readonly Plugin[]; services?: ServicesOptions }',
      ].join('\n'),
      'pkg/src/widget.ts': [
        "import type { Plugin, PorticoOptions } from './options.js'",
        'export function createWidget(options: { size?: number } = {}): Plugin { return { chain: { size: options.size } } }',
        "export function createGizmo(): { id: string } { return { id: 'gizmo' } }",
        'export function createPortico(options: PorticoOptions) { return { options } }',
      ].join('\n'),
      'pkg/src/exports/index.ts': exportsFile,
      'pkg/src/exports/testing.ts': 'export const TESTING = true\n',
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
      writeFileSync(path.join(fixture, file), text)
    }
    return checkDocs(fixture, buildApiIndex(fixture), ['README.md']).map(format)
  }

  const EXPORTS = "export { createWidget, createGizmo, createPortico } from '../widget.js'\n"

  it('passes as written', () => {
    expect(write(EXPORTS)).toEqual([])
  })

  it('fails with file:line and the name when the export is renamed', () => {
    expect(write("export { createWidget as createThing, createPortico } from '../widget.js'\n")).toEqual([
      'README.md:3: `createWidget({ size })`: createWidget is not an export of any @portico/* entry point, an option of createPortico, a member of their types, or a name this page declares',
    ])
  })

  it('fails when an option of the function it names is renamed', () => {
    expect(write(EXPORTS, undefined, undefined, README.replace('createWidget({ size })', 'createWidget({ width })'))).toEqual(['README.md:3: `createWidget({ width })`: createWidget() takes no option width'])
  })

  it('fails when a createPortico option, a script or an entry point is renamed', () => {
    expect(write(EXPORTS, 'configUrl?: string', { check: 'eslint .' }, README.replace('@portico/fixture/testing', '@portico/fixture/test'))).toEqual([
      'README.md:3: `services.apiUrl`: services has no member apiUrl',
      'README.md:4: `npm run lint`: no "lint" script in package.json',
      'README.md:4: `@portico/fixture/test`: @portico/fixture has no "./test" in its package.json "exports" (., ./testing)',
    ])
  })

  it('fails when what the prose puts in `adapters` is not a plug-in, or comes from another entry point', () => {
    expect(write(EXPORTS, undefined, undefined, README.replace('createWidget({ size })', 'createGizmo()').replace('`@portico/fixture` in', '`@portico/fixture/testing` in'))).toEqual([
      'README.md:3: `createGizmo()`: createGizmo is not exported by @portico/fixture/testing (it is by @portico/fixture)',
      "README.md:3: `createGizmo()`: createGizmo() does not return a plug-in for `adapters` (createPortico's adapters take Plugin)",
    ])
  })
})
