// Rebuilds contracts/PorticoToken.json from contracts/PorticoToken.sol: `npm run build:contracts -w @portico/test-chains`.
import { writeFile } from 'node:fs/promises'
import { compilePorticoToken } from '../token/compilePorticoToken.js'
import { porticoTokenArtifactUrl } from '../token/porticoTokenArtifactUrl.js'

const startedAt = performance.now()
const artifact = await compilePorticoToken()
await writeFile(porticoTokenArtifactUrl, `${JSON.stringify(artifact, null, 2)}\n`)
const took = Math.round(performance.now() - startedAt)
console.log(`wrote ${porticoTokenArtifactUrl.pathname} (solc ${artifact.compiler}, ${took} ms)`)
