import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'

/** The npm package that carries anvil's binary for each platform we can run on. */
const platformPackages: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The path of the anvil executable shipped by `@foundry-rs/anvil` (through its optional, per-platform
 * dependency), never the one on PATH. `ANVIL_BINARY` overrides it.
 */
export function resolveAnvilBinary(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.ANVIL_BINARY
  if (override) return assertExecutable(override, 'ANVIL_BINARY')

  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  if (!platformPackage) {
    throw new Error(`anvil is not shipped for ${process.platform}-${process.arch}; set ANVIL_BINARY to an anvil executable`)
  }
  const require = createRequire(import.meta.url)
  let binary: string
  try {
    // Resolve from the wrapper package, where npm places its optional dependency.
    const fromAnvil = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
    binary = fromAnvil.resolve(`${platformPackage}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`)
  } catch (cause) {
    throw new Error(
      `anvil binary not found: ${platformPackage} is missing. It arrives with @foundry-rs/anvil as an optional ` +
        'dependency; reinstall with `npm ci` (without --omit=optional) or set ANVIL_BINARY.',
      { cause },
    )
  }
  return assertExecutable(binary, platformPackage)
}

function assertExecutable(path: string, origin: string): string {
  try {
    accessSync(path, constants.X_OK)
  } catch (cause) {
    throw new Error(`anvil binary from ${origin} is not executable: ${path}`, { cause })
  }
  return path
}
