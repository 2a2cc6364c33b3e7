// @portico/adapter-embedded: the embedded wallet (e-mail and social login through a cross-origin login frame).
export { createEmbeddedWallet, EMBEDDED_CONNECTOR_ID, type EmbeddedSource } from '../createEmbeddedWallet.js'
export type { EmbeddedWalletOptions } from '../embeddedWalletOptions.js'
export type { EmbeddedSession } from '../embeddedSession.js'
export type { FrameEip1193Provider, RequestArguments } from '../frameEip1193.js'
export type { FrameSolanaAccount, FrameSolanaWallet } from '../frameSolanaWallet.js'
