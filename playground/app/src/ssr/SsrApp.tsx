import { PorticoProvider, useAccount, useModal } from '@portico/react'
import type { PorticoClient } from '@portico/core'
import { PorticoModal } from '@portico/skin-default'

function ConnectButton() {
  const { open } = useModal()
  const { isConnected, address } = useAccount()
  return (
    <button type="button" onClick={() => open()}>
      {isConnected ? address : 'Connect wallet'}
    </button>
  )
}

/** The server-rendered page's tree: the same on the server and in the browser. */
export function SsrApp({ client }: { client: PorticoClient }) {
  return (
    <PorticoProvider client={client}>
      <main>
        <h1>Rendered on the server</h1>
        <ConnectButton />
      </main>
      <PorticoModal />
    </PorticoProvider>
  )
}
