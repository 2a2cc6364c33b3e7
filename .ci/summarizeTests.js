// Reads a test log (vitest output, colours off) and prints one plain closing line with the
// totals across every vitest run in it: "tests: N passed, N failed".
//   node .ci/summarizeTests.js <log file>
import { readFileSync } from 'node:fs'

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const log = readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8').replace(ANSI_COLOUR, '')
let passed = 0
let failed = 0
let skipped = 0
for (const line of log.split('\n')) {
  // turbo prefixes each line with the task name ("@portico/core:test:   Tests  12 passed (12)").
  const match = /(?:^|\s)Tests\s+(\d+ (?:passed|failed).*)$/.exec(line)
  if (!match) continue
  const counts = match[1] ?? ''
  passed += Number(/(\d+) passed/.exec(counts)?.[1] ?? 0)
  failed += Number(/(\d+) failed/.exec(counts)?.[1] ?? 0)
  skipped += Number(/(\d+) skipped/.exec(counts)?.[1] ?? 0)
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
