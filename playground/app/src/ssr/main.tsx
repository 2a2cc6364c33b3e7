// The browser half of ssr.html: hydrates the server's markup with a client of its own (EVM adapter,
// the devnet's test wallets), without re-rendering it from scratch.
import { hydrateRoot } from 'react-dom/client'
import { createEvmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { injectTestWallets } from '@portico/devnet/wallet'
import '@portico/skin-default/styles.css'
import { devnetNetworks, devnetRpcUrls } from '../devnet/devnetNetworks.js'
import { withServices } from '../devnetServices.js'
import { accountsFromQuery } from '../devnet/accountsFromQuery.js'
import { SsrApp } from './SsrApp.js'

const networks = devnetNetworks(devnetRpcUrls(import.meta.env))
// `?accounts=<owner>`: the wallets hold that owner's accounts (an e2e file's own).
const owned = accountsFromQuery(window.location.search)
injectTestWallets({
  target: window,
  chains: networks.map((network) => ({ chainId: Number(network.id), name: network.name, rpcUrl: network.rpcUrls.default.http[0] ?? '' })),
  ...(owned ? { privateKeys: [owned.evm.main.privateKey, owned.evm.second.privateKey] as const } : {}),
})
const client = createPortico({ projectId: 'portico-playground', networks, adapters: [createEvmAdapter({ eventTarget: window })], ...withServices() })
const root = document.getElementById('root')
if (!root) throw new Error('ssr.html has no #root')
hydrateRoot(root, <SsrApp client={client} />, {
  onRecoverableError: (error) => console.error('Hydration error:', error),
})
