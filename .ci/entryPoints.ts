// The public entry points of the workspace packages: every src/exports/*.ts (or .tsx) of every
// package that has a src/exports/ folder (tests beside them are not entry points).
import { readdirSync } from 'node:fs'
import * as path from 'node:path'
import { entryPointPackages, repoRoot } from './workspacePackages.js'

/** Repo-relative paths of every entry point, package by package, each package's by name. */
export function entryPoints(root: string = repoRoot): string[] {
  return entryPointPackages(root).flatMap(({ dir }) =>
    readdirSync(path.join(root, dir, 'src/exports'))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
      .sort()
      .map((file) => `${dir}/src/exports/${file}`),
  )
}
