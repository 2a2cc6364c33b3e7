// Docs that cannot drift: every TypeScript example in the READMEs (fenced ```ts or ```tsx) is
// written out as a module of its own and type-checked against the packages' sources, as a site's
// Vite + React project would compile it (DOM library, Vite's client types, strict). An example
// must be complete: its imports and every name it uses are in the block itself.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const READMES = ['README.md', 'core/README.md', 'react-headless/README.md', 'skins/default/README.md', 'adapters/evm/README.md', 'adapters/solana/README.md']
/** Other pages whose examples are checked the same way. */
const DOC_PAGES = ['docs/testing.md']
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

function collect(): Example[] {
  return [...READMES, ...DOC_PAGES].flatMap((readme) => {
    const markdown = readFileSync(path.join(repoRoot, readme), 'utf8')
    return extractExamples(readme, markdown).map((example, index) => ({
      ...example,
      // Always .tsx: examples may render JSX; `export {}` makes each a module of its own.
      file: `${readme.replace(/\/?README\.md$/, '').replace(/\.md$/, '').replace(/\//g, '-') || 'root'}-${index + 1}.tsx`,
    }))
  })
}

describe('README examples', () => {
  it('finds the blocks of a Markdown text, with their lines', () => {
    expect(extractExamples('x.md', 'text\n```ts\nconst a = 1\n```\n```sh\nnpm test\n```\n```tsx\n<a />\n```')).toEqual([
      { readme: 'x.md', line: 3, code: 'const a = 1' },
      { readme: 'x.md', line: 9, code: '<a />' },
    ])
  })

  it('every README has a Get started with at least one TypeScript example', () => {
    for (const readme of READMES) {
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

  it('run, where they are tests (they import vitest): in plain Node, as a site owner would', () => {
    const tests = collect().filter((example) => /from 'vitest'/.test(example.code))
    expect(tests.length).toBeGreaterThan(0)
    const dir = path.join(repoRoot, '.ci', '.tmp', 'readme-tests')
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    for (const example of tests) writeFileSync(path.join(dir, example.file.replace(/\.tsx$/, '.test.tsx')), example.code)
    writeFileSync(
      path.join(dir, 'vitest.config.mjs'),
      // Tests in the node environment resolve as a server does (ssr): the packages from their source, no build needed.
      `export default { ssr: { resolve: { conditions: ['@portico/source', 'module', 'node', 'development|production'], externalConditions: ['@portico/source'] } }, test: { include: ['*.test.tsx'], environment: 'node' } }\n`,
    )
    const vitest = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'vitest.config.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    })
    expect(vitest.status, `${vitest.stdout}\n${vitest.stderr}`).toBe(0)
    expect(vitest.stdout).toMatch(new RegExp(`Tests\\s+${tests.length} passed`))
  }, 180_000)
})
