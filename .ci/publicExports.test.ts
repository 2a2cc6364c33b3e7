// Every export of every package's public entry points (src/exports/*.ts), types included, with
// its kind, read with the TypeScript compiler and matched against a snapshot, so any change to a
// public API (a type renamed, a value turned type-only) shows up in review. The packages' own
// export tests only see runtime value names. Every workspace package with a src/exports/ folder is
// read (entryPoints.ts), so a new package is covered with no edit here. Update after a deliberate
// API change with `npm run test:tooling -- -u`.
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { createSourceProgram } from './sourceProgram.js'
import { entryPoints } from './entryPoints.js'
import { describe, expect, test } from 'vitest'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type ExportKind = 'value' | 'type'

/** A type-only export (`export type { X }`, `export { type X }`), whatever X is. */
function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
  )
}

function kindOf(checker: ts.TypeChecker, symbol: ts.Symbol): ExportKind {
  if (isTypeOnlyExport(symbol)) return 'type'
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  if (isTypeOnlyExport(target)) return 'type'
  return target.flags & ts.SymbolFlags.Value ? 'value' : 'type'
}

/** `name: kind` for every export of each entry point, sorted by name. */
function listExports(files: readonly string[]): Record<string, string[]> {
  const program = createSourceProgram(repoRoot, files)
  const checker = program.getTypeChecker()
  const listing: Record<string, string[]> = {}
  for (const file of files) {
    const source = program.getSourceFile(path.join(repoRoot, file))
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!moduleSymbol) throw new Error(`${file} is not a module the compiler could read`)
    listing[file] = checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => `${symbol.getName()}: ${kindOf(checker, symbol)}`)
      .sort()
  }
  return listing
}

describe('public API of every package (names and kinds, types included)', () => {
  const files = entryPoints()
  const listing = listExports(files)

  test('finds every entry point, each with exports', () => {
    expect(files).toContain('core/src/exports/index.ts')
    expect(files).toContain('core/src/exports/testing.ts')
    for (const file of files) expect(listing[file]?.length, file).toBeGreaterThan(0)
  })

  test('tells values from types, type-only re-exports included', () => {
    const core = listing['core/src/exports/index.ts'] ?? []
    expect(core).toContain('createPortico: value')
    expect(core).toContain('PorticoOptions: type')
    expect(core).toContain('PorticoError: value')
    expect(core).toContain('ErrorCategory: type')
  })

  test.each(['index', 'testing'])('the values it lists for core/src/exports/%s.ts are exactly its runtime exports', async (entry) => {
    const runtime = Object.keys((await import(`../core/src/exports/${entry}.ts`)) as object).sort()
    const values = (listing[`core/src/exports/${entry}.ts`] ?? [])
      .filter((line) => line.endsWith(': value'))
      .map((line) => line.slice(0, -': value'.length))
    expect(values).toEqual(runtime)
  })

  test.each(entryPoints())('%s', (file) => {
    expect(listing[file]).toMatchSnapshot()
  })
})
