// The devnet's pairing wallet: the real wallet-side SDK (@walletconnect/sign-client) on the devnet's
// relay, answering with the devnet's test wallets (EVM devnet account 3 on the local chains, the
// Solana devnet account 1 on the local runtime). Its own storage prefix keeps it apart from the
// site's pairing client on the same origin. Verify and the SDK's telemetry stay off: nothing leaves
// loopback.
import { SignClient } from '@walletconnect/sign-client'
import { Buffer } from 'buffer'
import { createSolanaTestWallet, solanaDevnetAccounts } from '@portico/test-chains/solana-wallet'
import { createPairingWallet, type PairingWallet } from '@portico/test-chains/pairing-wallet'
import { createTestWallet, devnetAccounts } from '@portico/test-chains/wallet'
import { devnetNetworks, devnetRpcUrls } from '../devnet/devnetNetworks.js'
import { accountsFromQuery } from '../devnet/accountsFromQuery.js'

declare global {
  interface Window {
    /** For the e2e tests: the wallet and whether it started. */
    __pairingWallet?: PairingWallet
  }
}

// SDK 2.21.8 reads Node's Buffer as a global in the browser for one-click sign-in (its ReCaps);
// the site's pairing adapter brings its own, and this wallet page does the same.
;(globalThis as { Buffer?: unknown }).Buffer ??= Buffer

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const logList = element<HTMLOListElement>('log')
const log = (line: string) => {
  const item = document.createElement('li')
  item.textContent = line
  logList.append(item)
}

async function start() {
  const relayUrl = String(import.meta.env.VITE_DEVNET_WC_RELAY_URL ?? '')
  if (!/^ws:\/\/127\.0\.0\.1:\d+$/.test(relayUrl)) {
    log('No devnet relay (VITE_DEVNET_WC_RELAY_URL): start the playground with npm run playground.')
    return
  }
  const urls = devnetRpcUrls(import.meta.env)
  const networks = devnetNetworks(urls)
  const client = await SignClient.init({
    projectId: 'portico-playground',
    relayUrl,
    customStoragePrefix: 'portico-wallet',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Portico Pairing Wallet', description: 'The devnet pairing wallet', url: window.location.origin, icons: [] },
  })
  // Verify is the dapp's business; the wallet never fetches an attestation from outside either.
  const verify = (client.core as unknown as { verify: { resolve: () => Promise<undefined> } }).verify
  verify.resolve = async () => undefined
  // `?accounts=<owner>`: that owner's pairing accounts (an e2e file's own); without it, the numbered ones.
  const owned = accountsFromQuery(window.location.search)
  const evm = createTestWallet({
    privateKey: owned?.evm.pairing.privateKey ?? (devnetAccounts(4)[3] as { privateKey: `0x${string}` }).privateKey,
    chains: networks.map((network) => ({ chainId: Number(network.id), name: network.name, rpcUrl: network.rpcUrls.default.http[0] ?? '' })),
  })
  const solana = createSolanaTestWallet({ secretKey: owned?.solana.pairing.secretKey ?? (solanaDevnetAccounts(2)[1] as { secretKey: Uint8Array }).secretKey, rpcUrl: urls.solana })
  const wallet = createPairingWallet({
    client: client as never,
    evm: { wallet: evm, chainIds: networks.map((network) => Number(network.id)) },
    solana: { wallet: solana, chain: 'solana:localnet' },
    onLog: (line) => {
      log(line)
      element<HTMLOutputElement>('sessions').value = String(wallet.sessions().length)
    },
  })
  element<HTMLButtonElement>('pair').addEventListener('click', () => {
    const answer = (document.querySelector('input[name="answer"]:checked') as HTMLInputElement | null)?.value
    wallet.setNextAnswer(answer === 'reject' ? 'reject' : 'approve')
    const uri = element<HTMLInputElement>('uri').value.trim()
    wallet.pair(uri).then(
      () => log('paired; waiting for the proposal'),
      (error: unknown) => log(`pairing failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  })
  element<HTMLButtonElement>('disconnect').addEventListener('click', () => {
    void wallet.disconnect().then(() => (element<HTMLOutputElement>('sessions').value = String(wallet.sessions().length)))
  })
  window.__pairingWallet = wallet
  log(`ready: EVM ${evm.address}, Solana ${solana.address}`)
}

start().catch((error: unknown) => log(`start failed: ${error instanceof Error ? error.message : String(error)}`))
