// Docs that cannot drift: every TypeScript example in the READMEs and docs/ (fenced ```ts or ```tsx)
// is written out as a module of its own and type-checked against the packages' sources, as a site's
// Vite + React project would compile it (DOM library, Vite's client types, strict). An example
// must be complete: its imports and every name it uses are in the block itself. Examples that are
// tests (they import vitest) run as tests; every other example that can run in plain Node runs
// there too (see NOT_IN_NODE for those that cannot, and why). The names the prose cites are
// checked by readmeNames.test.ts.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findDocs, packageReadmes } from './readmeNames.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The READMEs of what a site installs (the root's and every published package's): each starts with a Get started and an example. */
const PACKAGE_READMES = packageReadmes(repoRoot)
const outDir = path.join(repoRoot, '.ci', '.tmp', 'readme-examples')

interface Example {
  readme: string
  line: number
  file: string
  code: string
}

/** The ```ts and ```tsx blocks of a Markdown text, with the line each starts on. */
export function extractExamples(readme: string, markdown: string): Omit<Example, 'file'>[] {
  const examples: Omit<Example, 'file'>[] = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const open = /^```(ts|tsx)\s*$/.exec(lines[index]!)
    if (!open) continue
    const start = index + 1
    let end = start
    while (end < lines.length && !/^```\s*$/.test(lines[end]!)) end++
    examples.push({ readme, line: start + 1, code: lines.slice(start, end).join('\n') })
    index = end
  }
  return examples
}

/** Every example of every README and docs/ page. */
function collect(): Example[] {
  return findDocs(repoRoot).flatMap((readme) => {
    const markdown = readFileSync(path.join(repoRoot, readme), 'utf8')
    return extractExamples(readme, markdown).map((example, index) => ({
      ...example,
      // Always .tsx: examples may render JSX; `export {}` makes each a module of its own.
      file: `${readme.replace(/\/?README\.md$/, '').replace(/\.md$/, '').replace(/\//g, '-') || 'root'}-${index + 1}.tsx`,
    }))
  })
}

/**
 * Examples that type-check but cannot run in plain Node, beyond those that mount or render in a
 * page (found by what they use: see whyNotInNode). Each is found by a phrase of its code.
 */
const NOT_IN_NODE: readonly { readme: string; phrase: string; why: string }[] = [
  {
    readme: 'core/README.md',
    phrase: "connectorId: 'io.metamask'",
    why: 'it connects to a wallet extension installed in a browser (MetaMask, announced through EIP-6963)',
  },
  {
    readme: 'adapters/solana/README.md',
    phrase: 'getWallets()',
    why: "the Wallet Standard registry is the page's, and it sends from a connected wallet on Solana mainnet",
  },
]

/**
 * Why an example cannot run in plain Node, or undefined when it can. A page is needed by an example
 * that renders (JSX, react-dom), imports CSS, or reads the document, the location or the page's
 * wallets; one that only hands `window` to the EVM adapter as the EIP-6963 event target runs with
 * a bare EventTarget in its place (a page where no wallet announces itself).
 */
export function whyNotInNode(example: Pick<Example, 'readme' | 'code'>): string | undefined {
  const listed = NOT_IN_NODE.find((entry) => entry.readme === example.readme && example.code.includes(entry.phrase))
  if (listed) return listed.why
  if (/from 'react-dom|\.css(\?inline)?'|(?<![\w.])<[A-Z][\w.]*[\s/>]/.test(example.code)) return 'it renders in a page (React DOM, JSX or the skin\'s CSS)'
  if (/\b(document|location|navigator|localStorage|sessionStorage)\b/.test(example.code)) return 'it mounts in a page (the document, the location)'
  if (/\bwindow\b/.test(example.code.replace(/eventTarget: window\b/g, ''))) return "it reads the page's window (injected wallets, the page's test wallets)"
  return undefined
}

/** The output a `console.log(...) // output` line of an example promises. */
export function promisedOutput(code: string): string[] {
  return [...code.matchAll(/^console\.log\(.*\)\s*\/\/\s*(.+)$/gm)].map((match) => match[1]!.trim())
}

describe('README examples', () => {
  it('finds the blocks of a Markdown text, with their lines', () => {
    expect(extractExamples('x.md', 'text\n```ts\nconst a = 1\n```\n```sh\nnpm test\n```\n```tsx\n<a />\n```')).toEqual([
      { readme: 'x.md', line: 3, code: 'const a = 1' },
      { readme: 'x.md', line: 9, code: '<a />' },
    ])
  })

  it('every package README has a Get started with at least one TypeScript example', () => {
    for (const readme of PACKAGE_READMES) {
      const markdown = readFileSync(path.join(repoRoot, readme), 'utf8')
      expect(markdown, readme).toMatch(/^## Get started/m)
      expect(extractExamples(readme, markdown).length, readme).toBeGreaterThan(0)
    }
  })

  it('type-check against the packages, each block on its own', () => {
    const examples = collect()
    rmSync(outDir, { recursive: true, force: true })
    mkdirSync(outDir, { recursive: true })
    for (const example of examples) writeFileSync(path.join(outDir, example.file), `${example.code}\nexport {}\n`)
    writeFileSync(
      path.join(outDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          // As core's own packages compile (mitt's default export needs NodeNext's interop rules).
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          customConditions: ['@portico/source'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          jsx: 'react-jsx',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: ['vite/client', 'node'],
          allowImportingTsExtensions: false,
          isolatedModules: true,
        },
        include: ['*.tsx'],
      }),
    )
    const tsc = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', outDir], { encoding: 'utf8' })
    const where = new Map(examples.map((example) => [example.file, example]))
    const report = tsc.stdout.replace(/^(?:[^\s(]*\/)?([\w.-]+\.tsx)\((\d+),(\d+)\)/gm, (match, file: string, line: string) => {
      const example = where.get(file)
      return example ? `${example.readme}:${example.line + Number(line) - 1} (${match})` : match
    })
    expect(report, 'README examples that do not type-check').toBe('')
    expect(tsc.status).toBe(0)
  }, 180_000)

  it('knows which examples need a page, and what an example promises to print', () => {
    expect(whyNotInNode({ readme: 'x.md', code: "createRoot(document.getElementById('root')!)" })).toMatch(/page/)
    expect(whyNotInNode({ readme: 'x.md', code: "import '@portico/skin-default/styles.css'" })).toMatch(/renders/)
    expect(whyNotInNode({ readme: 'x.md', code: 'createEvmAdapter({ eventTarget: window, injectedProvider: window.ethereum })' })).toMatch(/window/)
    expect(whyNotInNode({ readme: 'x.md', code: 'createEvmAdapter({ eventTarget: window })' })).toBeUndefined()
    expect(promisedOutput("const a = 1\nconsole.log(a, [2]) // 1 [ 2 ]\nconsole.log(a)")).toEqual(['1 [ 2 ]'])
  })

  it('run in plain Node, as a site owner would: the examples that are tests, and every other one that needs no page', () => {
    const examples = collect()
    const tests = examples.filter((example) => /from 'vitest'/.test(example.code))
    const runs = examples.filter((example) => !tests.includes(example) && whyNotInNode(example) === undefined)
    expect(tests.length).toBeGreaterThan(0)
    // The main examples of core (its services), the pairing and embedded wallets, the root README's
    // headless client and features, and the test chains; the others need a page (see whyNotInNode).
    expect(runs.map((example) => example.readme)).toEqual(
      expect.arrayContaining(['README.md', 'core/README.md', 'adapters/walletconnect/README.md', 'adapters/embedded/README.md', 'playground/test-chains/README.md']),
    )
    const dir = path.join(repoRoot, '.ci', '.tmp', 'readme-tests')
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    for (const example of tests) writeFileSync(path.join(dir, example.file.replace(/\.tsx$/, '.test.tsx')), example.code)
    for (const example of runs) {
      const module = example.file.replace(/\.tsx$/, '.example.ts')
      writeFileSync(path.join(dir, module), `${example.code}\nexport {}\n`)
      // The example runs as a module does when a site starts it; what it promises to print is printed.
      writeFileSync(
        path.join(dir, example.file.replace(/\.tsx$/, '.test.ts')),
        [
          "import { format } from 'node:util'",
          "import { expect, it } from 'vitest'",
          '',
          `it(${JSON.stringify(`${example.readme}:${example.line} runs`)}, async () => {`,
          '  const printed: string[] = []',
          '  const log = console.log',
          '  console.log = (...args: unknown[]) => void printed.push(format(...args))',
          // A page where no wallet announces itself: all an example that only listens for EIP-6963 needs.
          /\bwindow\b/.test(example.code) ? '  Object.assign(globalThis, { window: new EventTarget() })' : '',
          '  try {',
          `    await import('./${module}')`,
          '  } finally {',
          '    console.log = log',
          '  }',
          `  for (const output of ${JSON.stringify(promisedOutput(example.code))}) expect(printed).toContain(output)`,
          '}, 60_000)',
          '',
        ].join('\n'),
      )
    }
    writeFileSync(
      path.join(dir, 'vitest.config.mjs'),
      // Tests in the node environment resolve as a server does (ssr): the packages from their source, no build needed.
      `export default { ssr: { resolve: { conditions: ['@portico/source', 'module', 'node', 'development|production'], externalConditions: ['@portico/source'] } }, test: { include: ['*.test.tsx', '*.test.ts'], environment: 'node' } }\n`,
    )
    const vitest = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'vitest.config.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    })
    expect(vitest.status, `${vitest.stdout}\n${vitest.stderr}`).toBe(0)
    expect(vitest.stdout).toMatch(new RegExp(`Tests\\s+${tests.length + runs.length} passed`))
  }, 180_000)

  it('say which examples cannot run in Node, and why; every entry of NOT_IN_NODE still names an example', () => {
    const examples = collect()
    for (const entry of NOT_IN_NODE) {
      expect(
        examples.some((example) => example.readme === entry.readme && example.code.includes(entry.phrase)),
        `NOT_IN_NODE: no example of ${entry.readme} has ${entry.phrase}`,
      ).toBe(true)
    }
    const notInNode = examples.filter((example) => !/from 'vitest'/.test(example.code) && whyNotInNode(example) !== undefined)
    expect(notInNode.length).toBeGreaterThan(0)
    // The run's log lists them: a reader of a failing CI run sees what was not run and why.
    console.info(notInNode.map((example) => `not run in Node: ${example.readme}:${example.line}: ${whyNotInNode(example)}`).join('\n'))
  })
})
