// What a site owner gets from the registry, checked on the packed file list (`npm pack --dry-run`):
// the metadata a registry page shows, agreeing with the root manifest; only built code, the sources
// its maps point to, the stylesheet system of a skin, the README and the manifest; no tests,
// snapshots or test-only kits; and READMEs whose links still work once published (absolute).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The problems with one library's manifest and packed files; empty when it is fit to publish. */
export function checkPackageContents(repoRoot, folder) {
  const problems = []
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'))

  const repositoryUrl = root.repository?.url
  if (manifest.repository?.url !== repositoryUrl || manifest.repository?.directory !== folder) {
    problems.push(`repository should be { url: ${repositoryUrl}, directory: ${folder} }`)
  }
  const base = repositoryUrl?.replace(/^git\+/, '').replace(/\.git$/, '')
  if (manifest.homepage !== `${base}/tree/main/${folder}#readme`) problems.push(`homepage should be ${base}/tree/main/${folder}#readme`)
  if (manifest.bugs?.url !== root.bugs?.url) problems.push(`bugs.url should be ${root.bugs?.url}`)
  if (!Array.isArray(manifest.keywords) || manifest.keywords.length === 0) problems.push('keywords missing')
  if (manifest.engines?.node !== root.engines?.node) problems.push(`engines.node should be ${root.engines?.node}`)
  if (manifest.sideEffects === undefined) problems.push('sideEffects missing (false, or the files that have them)')

  const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: path.join(repoRoot, folder), encoding: 'utf8' })
  if (packed.status !== 0) return [...problems, `npm pack failed: ${packed.stderr}`]
  const files = new Set(JSON.parse(packed.stdout)[0].files.map((file) => file.path))
  const allowedTop = /^(dist|src|styled-system)\/|^(README\.md|LICENSE|package\.json)$/
  for (const file of files) {
    if (!allowedTop.test(file)) problems.push(`ships ${file}`)
    if (/\.test(-d)?\.tsx?$|__snapshots__|\.testkit\.ts$/.test(file)) problems.push(`ships test file ${file}`)
  }
  // Sources ship only for the maps: each packed source is one a map points to.
  const mapped = new Set()
  for (const file of files) {
    if (!file.endsWith('.map')) continue
    const map = JSON.parse(readFileSync(path.join(repoRoot, folder, file), 'utf8'))
    for (const source of map.sources ?? []) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source))
      mapped.add(target)
      if (!files.has(target)) problems.push(`${file} points to ${target}, which is not packed`)
    }
  }
  for (const file of files) {
    // The licence and source records of bundled assets (icons) ship beside them: an MIT notice must.
    const assetRecord = /(^|\/)(NOTICE|SOURCES)\.md$/.test(file)
    if (file.startsWith('src/') && !mapped.has(file) && !file.endsWith('.css') && !assetRecord) problems.push(`ships ${file}, which no map points to`)
  }
  const readme = readFileSync(path.join(repoRoot, folder, 'README.md'), 'utf8')
  for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!/^(https:|#|mailto:)/.test(target)) problems.push(`README link ${target} breaks once published (make it absolute)`)
  }
  return problems
}
