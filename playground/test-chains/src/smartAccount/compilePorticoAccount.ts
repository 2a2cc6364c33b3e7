import { readFile } from 'node:fs/promises'
import solc from 'solc'
import type { Abi } from 'viem'
import type { ContractArtifact } from '../token/compilePorticoToken.js'

/** Where the smart account's Solidity source lives, relative to this file. */
export const porticoAccountSourceUrl = new URL('../../contracts/PorticoAccount.sol', import.meta.url)

/** The two contracts of `contracts/PorticoAccount.sol`. */
export interface PorticoAccountArtifacts {
  /** The account itself (its ABI: execute, executeBatch, isValidSignature, owner). */
  account: ContractArtifact
  /** The CREATE2 factory that deploys accounts (createAccount, getAddress). */
  factory: ContractArtifact
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `contracts/PorticoAccount.sol` with the `solc` npm package (solc-js, standard JSON), with
 * the token's settings. Deployments start from the checked-in artifacts; only
 * `npm run build:contracts` and a test call this.
 */
export async function compilePorticoAccount(): Promise<PorticoAccountArtifacts> {
  const sourceName = 'PorticoAccount.sol'
  const names = { account: 'PorticoAccount', factory: 'PorticoAccountFactory' } as const
  const content = await readFile(porticoAccountSourceUrl, 'utf8')
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { [sourceName]: { [names.account]: ['abi', 'evm.bytecode.object'], [names.factory]: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new Error(`PorticoAccount.sol does not compile:\n${errors.map((entry) => entry.formattedMessage).join('\n')}`)
  const artifact = (contractName: string): ContractArtifact => {
    const compiled = output.contracts?.[sourceName]?.[contractName]
    if (!compiled) throw new Error(`solc returned no ${contractName} contract`)
    return { contractName, sourceName, compiler: String(solc.version()), abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
  }
  return { account: artifact(names.account), factory: artifact(names.factory) }
}
