// Checks what we would publish: publint (package.json against the packed files) and
// Are the Types Wrong (types resolve like the JavaScript, ESM-only profile) for every library.
// Needs a build first: `--build` runs it (the root script `npm run check:packages` does both).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkPackageContents } from './checkPackageContents.js'
import { publishedPackages } from './workspacePackages.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The published libraries, by folder: every workspace package whose package.json is not private
 * (.ci/workspacePackages.js). A new skin or adapter is checked without an edit here.
 */
const LIBRARIES = publishedPackages(repoRoot).map((pkg) => pkg.dir)

/** Runs a command from the repo root with inherited output; true when it exits 0. */
function run(command, args) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' })
  return result.status === 0
}

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name)

/**
 * Subpaths that export a stylesheet (`"./styles.css": "./dist/styles.css"`). They are files for
 * bundlers, not modules with types, so attw (which resolves like TypeScript) leaves them out.
 */
function stylesheetEntrypoints(folder) {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'))
  const exportsField = manifest.exports
  if (exportsField === null || typeof exportsField !== 'object') return []
  return Object.entries(exportsField)
    .filter(([subpath, target]) => subpath.startsWith('.') && typeof target === 'string' && target.endsWith('.css'))
    .map(([subpath]) => subpath)
}

const excludeStylesheets = (folder) => {
  const subpaths = stylesheetEntrypoints(folder)
  return subpaths.length > 0 ? ['--exclude-entrypoints', ...subpaths] : []
}

// `--build` (npm run check:packages): builds the libraries first, with what they depend on.
if (process.argv.includes('--build')) {
  process.env.TURBO_TELEMETRY_DISABLED = '1'
  if (!run(bin('turbo'), ['run', 'build', '--output-logs=errors-only', ...LIBRARIES.map((folder) => `--filter=./${folder}`)])) {
    console.log('\nPackage checks: the build failed')
    process.exit(1)
  }
}

const failures = []
let passed = 0

for (const folder of LIBRARIES) {
  if (!existsSync(path.join(repoRoot, folder, 'dist'))) {
    failures.push(`${folder}: no dist/ (run npm run build first)`)
    continue
  }
  const checks = {
    publint: [bin('publint'), ['--strict', folder]],
    attw: [bin('attw'), ['--pack', folder, '--profile', 'esm-only', '--format', 'ascii', ...excludeStylesheets(folder)]],
  }
  for (const [name, [command, args]] of Object.entries(checks)) {
    if (run(command, args)) passed += 1
    else failures.push(`${folder}: ${name}`)
  }
  console.log(`\n$ contents and metadata of ${folder}`)
  const problems = checkPackageContents(repoRoot, folder)
  for (const problem of problems) console.log(`  ${problem}`)
  if (problems.length === 0) passed += 1
  else failures.push(`${folder}: contents (${problems.length} problems)`)
}

console.log(`\nPackage checks: ${passed} passed, ${failures.length} failed`)
for (const failure of failures) console.log(`  ✗ ${failure}`)
process.exitCode = failures.length > 0 ? 1 : 0
