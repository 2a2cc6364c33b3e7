// hooks.html: the modal a design-system team builds from @portico/react alone (HooksModal.tsx), on
// the devnet's chains and test wallets. `npm run playground`, then http://127.0.0.1:5173/hooks.html.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createEvmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/core'
import { injectTestWallets, mountWalletControls } from '@portico/devnet/wallet'
import { PorticoProvider, useAccount, useModal } from '@portico/react'
import { devnetNetworks, devnetRpcUrls } from '../devnet/devnetNetworks.js'
import { withServices } from '../devnetServices.js'
import { accountsFromQuery } from '../devnet/accountsFromQuery.js'
import { HooksModal, HooksToast } from './HooksModal.js'
import './hooks.css'

const networks = devnetNetworks(devnetRpcUrls(import.meta.env))
// `?accounts=<owner>`: the wallets hold that owner's accounts (an e2e file's own).
const owned = accountsFromQuery(window.location.search)
const wallets = injectTestWallets({
  target: window,
  storage: window.localStorage,
  chains: networks.map((network) => ({ chainId: Number(network.id), name: network.name, rpcUrl: network.rpcUrls.default.http[0] ?? '' })),
  ...(owned ? { privateKeys: [owned.evm.main.privateKey, owned.evm.second.privateKey] as const } : {}),
})
const client = createPortico({ projectId: 'portico-playground', networks, adapters: [createEvmAdapter({ eventTarget: window })], ...withServices() })

mountWalletControls({
  document,
  wallets: [
    { label: 'Portico Test Wallet', wallet: wallets.main },
    { label: 'Second Test Wallet', wallet: wallets.second },
  ],
})

function Page() {
  const { open } = useModal()
  const { isConnected, address } = useAccount()
  return (
    <main className="hooks-page">
      <h1>A modal from hooks alone</h1>
      <p>No skin: plain elements, this page's CSS, and the prop getters of @portico/react.</p>
      <button type="button" onClick={() => open()}>
        {isConnected ? 'Account' : 'Connect wallet'}
      </button>
      <p data-testid="hooks-account">{isConnected ? address : 'Not connected'}</p>
      <HooksModal />
      <HooksToast />
    </main>
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('hooks.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <PorticoProvider client={client}>
      <Page />
    </PorticoProvider>
  </StrictMode>,
)
