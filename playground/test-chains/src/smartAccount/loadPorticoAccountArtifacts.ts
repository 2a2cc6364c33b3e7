import { readFile } from 'node:fs/promises'
import type { ContractArtifact } from '../token/compilePorticoToken.js'
import type { PorticoAccountArtifacts } from './compilePorticoAccount.js'
import { porticoAccountArtifactUrls } from './porticoAccountArtifactUrls.js'

/** Reads the checked-in builds of the smart account and its factory (`contracts/PorticoAccount*.json`). */
export async function loadPorticoAccountArtifacts(): Promise<PorticoAccountArtifacts> {
  const [account, factory] = await Promise.all([read(porticoAccountArtifactUrls.account), read(porticoAccountArtifactUrls.factory)])
  return { account, factory }
}

async function read(url: URL): Promise<ContractArtifact> {
  const artifact = JSON.parse(await readFile(url, 'utf8')) as ContractArtifact
  if (!Array.isArray(artifact.abi) || !/^0x[0-9a-f]+$/i.test(artifact.bytecode)) {
    throw new Error(`${url.pathname} is not a contract artifact: run npm run build:contracts -w @portico/test-chains`)
  }
  return artifact
}
