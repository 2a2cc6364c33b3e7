import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameRpcMethodKind, frameRpcMethods } from './frameRpcMethods.js'

describe('frameRpcMethodKind', () => {
  it('asks the visitor for the signing and sending methods of the issue, and for nothing read-only', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation']) {
      expect(frameRpcMethodKind('eip155', method)).toBe('unsafe')
    }
    for (const method of ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']) {
      expect(frameRpcMethodKind('solana', method)).toBe('unsafe')
    }
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_getTransactionReceipt', 'wallet_getCapabilities', 'wallet_getCallsStatus']) {
      expect(frameRpcMethodKind('eip155', method)).toBe('safe')
    }
  })

  it('refuses methods of another namespace and namespaces it does not serve', () => {
    expect(frameRpcMethodKind('solana', 'eth_call')).toBe('notAllowed')
    expect(frameRpcMethodKind('eip155', 'solana_signMessage')).toBe('notAllowed')
    expect(frameRpcMethodKind('polkadot', 'polkadot_signMessage')).toBe('notAllowed')
    expect(frameRpcMethodKind('toString', 'eth_call')).toBe('notAllowed')
    expect(frameRpcMethodKind('eip155', 'eth_sign')).toBe('notAllowed')
  })

  it('matches names exactly: any change of case or surrounding text is not allowed', () => {
    const namespaces = ['eip155', 'solana', 'bip122'] as const
    const known = namespaces.flatMap((namespace) => frameRpcMethods(namespace).map((method) => [namespace, method] as const))
    fc.assert(
      fc.property(fc.constantFrom(...known), fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), fc.boolean(), ([namespace, method], before, after, flipCase) => {
        const changed = `${before}${flipCase ? swapCase(method) : method}${after}`
        fc.pre(changed !== method)
        expect(frameRpcMethodKind(namespace, changed)).toBe('notAllowed')
      }),
    )
  })

  it('never throws and never allows what is not a string or an own entry', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (namespace, method) => {
        const kind = frameRpcMethodKind(namespace, method)
        if (typeof method !== 'string') expect(kind).toBe('notAllowed')
      }),
    )
    for (const method of ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'size', 'get']) {
      expect(frameRpcMethodKind('eip155', method)).toBe('notAllowed')
    }
  })
})

function swapCase(text: string): string {
  return [...text].map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())).join('')
}
