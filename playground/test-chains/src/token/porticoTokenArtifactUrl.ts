/** The checked-in build of the token: `npm run build:contracts` writes it; the devnet and the adapter tests deploy it. */
export const porticoTokenArtifactUrl = new URL('../../contracts/PorticoToken.json', import.meta.url)
