// The ed25519 of @noble/curves (audited; already what @solana/web3.js signs with), in a lazy chunk.
export { ed25519 } from '@noble/curves/ed25519'
