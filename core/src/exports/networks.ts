// @portico/core/networks: ready-made network definitions, one export each (tree-shakable).
export { mainnet, sepolia, base, optimism, arbitrum, polygon } from '../networks/evmNetworks.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solanaNetworks.js'
export { bitcoin, bitcoinTestnet, bitcoinSignet } from '../networks/bitcoinNetworks.js'
