// A site owner's first hour, end to end: a fresh Vite + React app whose node_modules hold the packed
// tarballs of our libraries (npm pack, unpacked as npm install would), with the root README's React
// example as its code. It type-checks against the published types, and its modal connects the
// devnet's test wallet in Chromium. Third-party packages (react, viem, vite) come from the
// repository's own install, as nothing may be fetched during a test.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium, openPage } from './browser.js'
import { fileAccounts } from './fileAccounts.js'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const appRoot = path.join(repoRoot, '.tmp', 'fresh-app')
const tarballs = path.join(repoRoot, '.tmp', 'fresh-app-tarballs')
/** The libraries a React site installs (README, Get started), by folder. */
const LIBRARIES = ['core', 'react-headless', 'skins/default', 'adapters/evm']
// This file's own accounts (funded in beforeAll): the Portico Test Wallet holds `main`.
const accounts = fileAccounts(import.meta.url)

let browser: Browser
let server: ViteDevServer | undefined

/** The root README's first tsx example, as a site owner copies it. */
function readmeReactExample(): string {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8')
  const match = /### A React site with the default modal[\s\S]*?```tsx\n([\s\S]*?)\n```/.exec(readme)
  if (!match?.[1]) throw new Error('The README has no React example under "A React site with the default modal"')
  return match[1]
}

/** What a site owner testing on their machine changes: the local chain instead of mainnet and Base, and the local services. */
function onTheDevnet(example: string, rpcUrl: string, servicesUrl: string): string {
  const replaced = example
    .replace("import { base, mainnet } from '@portico/core/networks'", "import { networkFromViemChain } from '@portico/adapter-evm'\nimport { defineChain } from 'viem'")
    .replace(
      'networks: [mainnet, base],',
      `networks: [networkFromViemChain(defineChain({ id: 31337, name: 'Portico Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } }))],`,
    )
  const withServices = replaced.replace(
    "projectId: 'your-project-id',",
    `projectId: 'your-project-id',\n  services: { apiUrl: ${JSON.stringify(servicesUrl)}, analyticsUrl: ${JSON.stringify(servicesUrl)} },`,
  )
  if (withServices === replaced) throw new Error('The README example changed: update how the fresh app points it at the local services')
  if (replaced.includes('mainnet')) throw new Error('The README example changed: update how the fresh app points it at the devnet')
  // The devnet's test wallets stand in for a browser extension, with this file's own accounts.
  return `import { injectTestWallets } from '@portico/devnet/wallet'\ninjectTestWallets({ target: window, chains: [{ chainId: 31337, name: 'Portico Devnet', rpcUrl: ${JSON.stringify(rpcUrl)} }], privateKeys: ${JSON.stringify([accounts.evm.main.privateKey, accounts.evm.second.privateKey])} })\n${withServices}`
}

beforeAll(async () => {
  // Build and pack, as a release would.
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only', ...LIBRARIES.map((folder) => `--filter=./${folder}`)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  })
  rmSync(appRoot, { recursive: true, force: true })
  rmSync(tarballs, { recursive: true, force: true })
  mkdirSync(tarballs, { recursive: true })
  for (const folder of LIBRARIES) {
    execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', tarballs], { cwd: path.join(repoRoot, folder), stdio: 'ignore' })
  }
  // Unpack each into node_modules/<its name>, where npm install puts it.
  for (const file of readdirSync(tarballs)) {
    const listing = execFileSync('tar', ['-xzOf', path.join(tarballs, file), 'package/package.json'], { encoding: 'utf8' })
    const name = (JSON.parse(listing) as { name: string }).name
    const target = path.join(appRoot, 'node_modules', ...name.split('/'))
    mkdirSync(target, { recursive: true })
    execFileSync('tar', ['-xzf', path.join(tarballs, file), '-C', target, '--strip-components=1'])
  }

  const { rpcUrls, servicesUrl } = inject('devnet')
  const rpcUrl = rpcUrls[0]!
  if (!servicesUrl) throw new Error('The fresh app needs the devnet\'s local services')
  mkdirSync(path.join(appRoot, 'src'), { recursive: true })
  writeFileSync(path.join(appRoot, 'package.json'), JSON.stringify({ name: 'fresh-app', private: true, type: 'module' }))
  writeFileSync(
    path.join(appRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Fresh app</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  )
  writeFileSync(path.join(appRoot, 'src', 'main.tsx'), onTheDevnet(readmeReactExample(), rpcUrl, servicesUrl))
  // Vite's React template settings.
  writeFileSync(
    path.join(appRoot, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        isolatedModules: true,
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  )
  browser = await launchChromium()
  await accounts.fund()
}, 600_000)

afterAll(async () => {
  await server?.close()
  await browser?.close()
})

test('the packed packages type-check in a fresh app that follows the README', () => {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc')
  let output = ''
  try {
    execFileSync(process.execPath, [tsc, '-p', appRoot], { encoding: 'utf8' })
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error)
  }
  expect(output).toBe('')
  // The types came from the tarballs, not from the workspace's sources.
  const files = execFileSync(process.execPath, [tsc, '-p', appRoot, '--listFilesOnly'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  expect(files).toContain(path.join(appRoot, 'node_modules', '@portico', 'core', 'dist', 'exports', 'index.d.ts'))
  expect(files).not.toMatch(/\/core\/src\/exports\/index\.ts/)
}, 120_000)

test('its modal connects the devnet wallet in Chromium', async () => {
  server = await createServer({
    root: appRoot,
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: 0, strictPort: true, open: false, watch: null, hmr: false },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('The fresh app server reported no TCP address')

  const session = await openPage(browser)
  const { page } = session
  try {
    await page.goto(`http://127.0.0.1:${address.port}/`)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Connect with Portico Test Wallet' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: accounts.evm.main.address }).waitFor()
    // The modal's code came from the tarball.
    const scripts = await page.evaluate<string[]>('performance.getEntriesByType("resource").map((entry) => entry.name)')
    expect(scripts.some((url) => /node_modules\/@portico\/skin-default\/dist\//.test(url) || /@portico_skin-default/.test(url))).toBe(true)
  } finally {
    await session.close()
  }
}, 120_000)
