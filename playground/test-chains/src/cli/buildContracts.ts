// Rebuilds the checked-in contract builds from contracts/*.sol: `npm run build:contracts -w @portico/test-chains`.
import { writeFile } from 'node:fs/promises'
import { compilePorticoAccount } from '../smartAccount/compilePorticoAccount.js'
import { porticoAccountArtifactUrls } from '../smartAccount/porticoAccountArtifactUrls.js'
import { compilePorticoToken } from '../token/compilePorticoToken.js'
import { porticoTokenArtifactUrl } from '../token/porticoTokenArtifactUrl.js'

const startedAt = performance.now()
const artifact = await compilePorticoToken()
await writeFile(porticoTokenArtifactUrl, `${JSON.stringify(artifact, null, 2)}\n`)
const took = Math.round(performance.now() - startedAt)
console.log(`wrote ${porticoTokenArtifactUrl.pathname} (solc ${artifact.compiler}, ${took} ms)`)

const accounts = await compilePorticoAccount()
for (const key of ['account', 'factory'] as const) {
  await writeFile(porticoAccountArtifactUrls[key], `${JSON.stringify(accounts[key], null, 2)}\n`)
  console.log(`wrote ${porticoAccountArtifactUrls[key].pathname}`)
}
