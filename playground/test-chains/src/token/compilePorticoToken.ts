import { readFile } from 'node:fs/promises'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** What a deployment needs from a compiled contract, and what `contracts/PorticoToken.json` holds. */
export interface ContractArtifact {
  contractName: string
  sourceName: string
  /** The solc-js version that produced the artifact. */
  compiler: string
  abi: Abi
  bytecode: Hex
}

/** Where the token's Solidity source lives, relative to this file. */
export const porticoTokenSourceUrl = new URL('../../contracts/PorticoToken.sol', import.meta.url)

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `contracts/PorticoToken.sol` with the `solc` npm package (solc-js, standard JSON).
 * Loading the compiler and compiling take about a second, which is why deployments start from
 * the checked-in artifact instead and only `npm run build:contracts` and a test call this.
 */
export async function compilePorticoToken(): Promise<ContractArtifact> {
  const sourceName = 'PorticoToken.sol'
  const contractName = 'PorticoToken'
  const content = await readFile(porticoTokenSourceUrl, 'utf8')
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content } },
    settings: {
      // Pinned so the bytecode does not change with solc's default target; anvil runs later forks.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { [sourceName]: { [contractName]: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`PorticoToken.sol does not compile:\n${errors.map((entry) => entry.formattedMessage).join('\n')}`)
  }
  const compiled = output.contracts?.[sourceName]?.[contractName]
  if (!compiled) throw new Error('solc returned no PorticoToken contract')
  return {
    contractName,
    sourceName,
    compiler: String(solc.version()),
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
  }
}
