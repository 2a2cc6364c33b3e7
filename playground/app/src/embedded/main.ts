// The embedded wallet on the devnet, for a site owner to try and for embedded.e2e.ts: a plain page
// (no modal views yet) that logs in through the devnet's reference login frame, served from
// another loopback origin, and signs and sends through it. `?frame=<url>` loads another frame page
// (the e2e points it at a page that never sends READY).
import { createEmbeddedWallet } from '@portico/adapter-embedded'
import { createEvmAdapter } from '@portico/adapter-evm'
import { createSolanaAdapter, solanaLocalnet } from '@portico/adapter-solana'
import { connect, createPortico, disconnect, sendTransaction, type PorticoClient } from '@portico/core'
import { devnetAccounts } from '@portico/devnet/wallet'
import { accountsFromQuery } from '../devnet/accountsFromQuery.js'
import { withServices } from '../devnetServices.js'
import { devnetNetworks, devnetRpcUrls, devnetSolanaNetwork } from '../devnet/devnetNetworks.js'

const urls = devnetRpcUrls(import.meta.env)
const networks = devnetNetworks(urls)
const frameUrl = new URLSearchParams(location.search).get('frame') ?? String(import.meta.env.VITE_DEVNET_LOGIN_FRAME_URL ?? '')
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T

const FRAME_BOX = { top: 96, left: 24, width: 380, height: 420 }
const embedded = createEmbeddedWallet({
  secureSiteUrl: frameUrl,
  projectId: 'portico-playground',
  metadata: { name: 'Portico playground', description: 'The embedded wallet on the devnet', url: location.origin, icons: [] },
  ui: {
    approvalRequested: () => void embedded.connectors.session().then((session) => session.client.frame()?.show(FRAME_BOX)),
    approvalSettled: () => void embedded.connectors.session().then((session) => session.client.frame()?.hide()),
    showError: (message) => void ($('error').textContent = message),
  },
})
const client: PorticoClient = createPortico({
  projectId: 'portico-playground',
  networks: [...networks, devnetSolanaNetwork(solanaLocalnet, urls)],
  adapters: [createEvmAdapter({ eventTarget: window }), createSolanaAdapter(), embedded],
  ...withServices(),
})
;(window as unknown as { __porticoEmbedded?: unknown }).__porticoEmbedded = { client, embedded }

const run = (task: () => Promise<void>) => {
  $('error').textContent = ''
  task().catch((error: unknown) => {
    $('error').textContent = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)
  })
}
let email = ''

$('email-form').addEventListener('submit', (event) => {
  event.preventDefault()
  run(async () => {
    email = $<HTMLInputElement>('email').value
    const session = await embedded.connectors.session()
    $('status').textContent = 'Sending a code…'
    const { action } = await session.connectEmail(email)
    $('status').textContent = action === 'VERIFY_OTP' ? `A code was sent to ${email}` : `Next step: ${action}`
    $('code-form').hidden = false
  })
})

$('code-form').addEventListener('submit', (event) => {
  event.preventDefault()
  run(async () => {
    const session = await embedded.connectors.session()
    await session.connectOtp($<HTMLInputElement>('code').value)
    const connected = await connect(client, { connectorId: 'AUTH' })
    const evm = connected.namespaces.eip155
    $('address').textContent = evm?.address ?? ''
    $('solana-address').textContent = connected.namespaces.solana?.address ?? ''
    $('account').hidden = false
    $('email-form').hidden = true
    $('code-form').hidden = true
    $('status').textContent = `Signed in as ${email}`
    await showBalance()
  })
})

async function showBalance() {
  const address = $('address').textContent ?? ''
  const session = await embedded.connectors.session()
  const balance = await session.client.rpcRequest({ namespace: 'eip155', method: 'eth_getBalance', params: [address, 'latest'] })
  $('balance').textContent = BigInt(String(balance)).toString()
}

$('send-tx').addEventListener('click', () =>
  run(async () => {
    $('status').textContent = 'Waiting for approval in the login frame…'
    // To the file's own `second` account with `?accounts=<owner>` (an e2e file's), else devnet account 0.
    const to = accountsFromQuery(location.search)?.evm.second.address ?? devnetAccounts(1)[0]?.address ?? ''
    const { hash } = await sendTransaction(client, { to, value: '1000' })
    $('tx-hash').textContent = hash
    $('status').textContent = 'Transaction sent'
    await showBalance()
  }),
)

$('sign-out').addEventListener('click', () =>
  run(async () => {
    await disconnect(client)
    $('account').hidden = true
    $('email-form').hidden = false
    $('status').textContent = 'Signed out'
  }),
)
