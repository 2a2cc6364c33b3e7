// The minimal site of the size budget (issue 4): the default skin with the EVM adapter and
// injected wallets only. Built by bench/size/siteSize.mjs, which also serves it on 127.0.0.1 to
// count what Chromium really downloads.
import { createRoot } from 'react-dom/client'
import { createPortico, type Network } from '@portico/core'
import { PorticoProvider, useModal } from '@portico/react'
import { PorticoModal } from '@portico/skin-default'
import { createEvmAdapter } from '@portico/adapter-evm'

const network: Network = {
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}

const client = createPortico({
  projectId: 'size-bench',
  networks: [network],
  adapters: [createEvmAdapter({ eventTarget: window })],
})

function ConnectButton() {
  const { open } = useModal()
  return <button onClick={() => open()}>Connect wallet</button>
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <PorticoProvider client={client}>
      <ConnectButton />
      <PorticoModal />
    </PorticoProvider>,
  )
}
