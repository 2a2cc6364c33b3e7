// What a session with a wallet needs and a page does not before one is connected: the wallet
// requests and the parsing of their answers, the provider's events, and the chain reads (the RPC
// client, the balances). Loaded by loadSessionParts on the first connect, reconnect or read.
export { createChainClient } from '../chain/createChainClient.js'
export { readNativeBalance, readTokenBalance } from '../chain/readBalances.js'
export { parseAccounts, parseChainId } from './parseWalletResponses.js'
export { requestWallet } from './requestWallet.js'
export { revokePermissions } from './revokePermissions.js'
export { subscribeProvider } from './subscribeProvider.js'
