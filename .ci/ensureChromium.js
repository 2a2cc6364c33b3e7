// Runs first in `npm test`: the end-to-end suite drives Debian's Chromium, and no test tool may
// download a browser. Finds it (CHROMIUM_PATH or /usr/bin/chromium); when it is missing, installs
// Debian's package if this user can (root with apt-get), or stops at once with the command to run.
import { execFileSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

const DEFAULT_PATH = '/usr/bin/chromium'
const given = process.env.CHROMIUM_PATH
const path = given || DEFAULT_PATH

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const hasAptGet = () => {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

if (runnable(path)) {
  console.log(`chromium: ${path}`)
  process.exit(0)
}

if (!given && process.getuid?.() === 0 && hasAptGet()) {
  console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-q'], { stdio: ['ignore', 'inherit', 'inherit'], env })
  execFileSync('apt-get', ['install', '-y', '-q', '-o', 'Dpkg::Use-Pty=0', 'chromium'], { stdio: ['ignore', 'inherit', 'inherit'], env })
  if (runnable(DEFAULT_PATH)) {
    console.log(`chromium: ${DEFAULT_PATH}`)
    process.exit(0)
  }
}

console.error(
  given
    ? `The end-to-end tests need Chromium, and CHROMIUM_PATH (${given}) is not an executable file.`
    : `The end-to-end tests need Debian's Chromium at ${DEFAULT_PATH}, which is not installed. Install it with:\n\n  sudo apt-get install -y chromium\n\nor set CHROMIUM_PATH to a Chromium binary. No test downloads a browser.`,
)
process.exit(1)
