import type { ChainNamespace } from '@portico/core'

/** The events every namespace of a proposal asks for (SPEC.md section 9). */
export const DEFAULT_EVENTS: readonly string[] = Object.freeze(['accountsChanged', 'chainChanged'])

/**
 * The methods a proposal asks for on each namespace: what the wallets of that namespace answer
 * over the pairing protocol. Signing and sending go through the session on eip155 and solana; the
 * other namespaces connect, show their accounts and switch networks.
 */
export const DEFAULT_METHODS: Readonly<Record<ChainNamespace, readonly string[]>> = Object.freeze({
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
  ],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
  sui: ['sui_signPersonalMessage', 'sui_signTransaction', 'sui_signAndExecuteTransaction'],
  stacks: ['stx_signMessage', 'stx_signTransaction', 'stx_transferStx'],
})

/** Every namespace a pairing session can hold. */
export const PAIRING_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'])
