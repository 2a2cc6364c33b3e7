import { readFile } from 'node:fs/promises'
import type { ContractArtifact } from './compilePorticoToken.js'
import { porticoTokenArtifactUrl } from './porticoTokenArtifactUrl.js'

/** Reads the checked-in token build (`contracts/PorticoToken.json`). */
export async function loadPorticoTokenArtifact(): Promise<ContractArtifact> {
  const artifact = JSON.parse(await readFile(porticoTokenArtifactUrl, 'utf8')) as ContractArtifact
  if (!Array.isArray(artifact.abi) || !/^0x[0-9a-f]+$/i.test(artifact.bytecode)) {
    throw new Error(`${porticoTokenArtifactUrl.pathname} is not a contract artifact: run npm run build:contracts -w @portico/test-chains`)
  }
  return artifact
}
