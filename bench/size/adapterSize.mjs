// Benchmark: the size of every adapter as a site ships it, one after another: every workspace
// package under adapters/, found by glob (bench/size/adapterBenches.mjs), each public entry split
// into what loads with the page and what loads later through import() (measureAdapter.mjs), then
// the adapter's extra lines when bench/size holds its own bench (adapterEvmSize.mjs: viem stays
// lazy, createEvmAdapter alone; the others likewise). Prints figures; a benchmark, not a test.
//   node bench/size/adapterSize.mjs           all adapters
//   node bench/size/adapterSize.mjs evm       only adapters/evm
//   node bench/size/adapterSize.mjs --list    what would be measured, without building
//                                 [--root dir] (the list of another copy of the repository)
import path from 'node:path'
import { adapterBenches } from './adapterBenches.mjs'

const args = process.argv.slice(2)
const rootAt = args.indexOf('--root')
const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : undefined
const only = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--root')
const benches = adapterBenches(root).filter((bench) => only.length === 0 || only.includes(path.basename(bench.dir)) || only.includes(bench.dir))
if (only.length > 0 && benches.length === 0) throw new Error(`no adapter named ${only.join(', ')} under adapters/`)

if (args.includes('--list')) {
  for (const bench of benches) console.log(`${bench.dir}  ${bench.entries.join(', ') || '(no public entry)'}${bench.extras ? `  + bench/size/${path.basename(bench.extras)}` : ''}`)
} else {
  // Vite loads only when something is built.
  const { measureAdapter } = await import('./measureAdapter.mjs')
  for (const bench of benches) await measureAdapter(bench)
}
