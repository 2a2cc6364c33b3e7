// @portico/test-chains/pairing-wallet: a wallet on the real wallet-side pairing SDK, answering with
// the devnet's EVM and Solana test wallets. Browser-safe. Test tooling only.
export { createPairingWallet } from '../walletconnect/createPairingWallet.js'
export type { PairingWallet, PairingWalletOptions, ProposalAnswer, WalletSignClient } from '../walletconnect/createPairingWallet.js'
