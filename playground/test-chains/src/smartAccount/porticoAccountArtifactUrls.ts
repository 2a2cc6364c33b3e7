/** The checked-in builds of the smart account and its factory: `npm run build:contracts` writes them. */
export const porticoAccountArtifactUrls = {
  account: new URL('../../contracts/PorticoAccount.json', import.meta.url),
  factory: new URL('../../contracts/PorticoAccountFactory.json', import.meta.url),
} as const
