// The account-data module's public door: what the kernel and the other modules may use of it
// (lint: a file outside this folder imports nothing else of it; import() goes through lazy.ts).
export type { TokenBalance } from './tokenBalances.js'
export { accountDataModule } from './accountDataModule.js'
