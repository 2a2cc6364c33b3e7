// The parts of viem every chain read needs (a bare client, transports, unit formatting),
// re-exported by name so the bundler keeps only these in the lazy chunk.
export { createClient, fallback, formatUnits, http } from 'viem'
// EIP-191 signature checks of sign-in sessions (recovery, no chain call).
export { verifyMessage } from 'viem'
