// The catalogue module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export { installedConnectorOf } from './buildCatalogueList.js'
export { storeLinkOf, storePlatformOf } from './storeLink.js'
export type { StoreLink } from './storeLink.js'
export { catalogueModule } from './catalogueModule.js'
