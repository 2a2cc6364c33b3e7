// `npm test`: every check, in order, each step timed. Typecheck and lint read the same sources and
// write nothing, so they run side by side (their output is printed whole when each ends, never
// interleaved); the rest run one after another, stopping at the first failure. The closing table
// gives each step's time, which .ci/run prints with the run's totals.
import { Buffer } from 'node:buffer'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The steps: a name and its npm script (or node file), in the order they run; an array runs together. */
const STEPS = [
  { name: 'chromium', command: ['node', '.ci/ensureChromium.js'] },
  [
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  ],
  { name: 'test:unit', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'test:tooling', command: ['npm', 'run', '--silent', 'test:tooling'] },
  { name: 'check:packages', command: ['npm', 'run', '--silent', 'check:packages'] },
  { name: 'test:e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
]

/** Runs one step; with `buffer`, its output is held and printed in one piece when it ends. */
function run(step, buffer) {
  return new Promise((resolve) => {
    const started = Date.now()
    const [command, ...args] = step.command
    const child = spawn(command, args, { cwd: repoRoot, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env })
    const chunks = []
    if (buffer) {
      child.stdout.on('data', (chunk) => chunks.push(chunk))
      child.stderr.on('data', (chunk) => chunks.push(chunk))
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000
      if (buffer) process.stdout.write(Buffer.concat(chunks))
      const ok = code === 0
      console.log(`\n==> ${step.name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(1)} s`)
      resolve({ name: step.name, ok, seconds })
    })
  })
}

const started = Date.now()
const results = []
let failed = false
for (const entry of STEPS) {
  const group = Array.isArray(entry) ? entry : [entry]
  console.log(`\n==> ${group.map((step) => step.name).join(' + ')}`)
  const outcomes = await Promise.all(group.map((step) => run(step, group.length > 1)))
  results.push(...outcomes)
  if (outcomes.some((outcome) => !outcome.ok)) {
    failed = true
    break
  }
}

console.log('\n==> npm test, step by step')
for (const { name, ok, seconds } of results) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}`)
console.log(`  ${'total'.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`)
process.exit(failed ? 1 : 0)
