// @portico/core/networks: ready-made network definitions, one export each (tree-shakable).
export { mainnet, sepolia, base, optimism, arbitrum, polygon } from '../modules/network/networks/evmNetworks.js'
export { solana, solanaDevnet, solanaTestnet } from '../modules/network/networks/solanaNetworks.js'
export { bitcoin, bitcoinTestnet, bitcoinSignet } from '../modules/network/networks/bitcoinNetworks.js'
