import { base58Encode, base64Encode } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createSolanaHandle, withSignature } from './createSolanaHandle.js'

const ADDRESS = base58Encode(new Uint8Array(32).fill(7))
const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** A handle over a link whose wallet answers every request with `answer`. */
function handleAnswering(answer: unknown) {
  const requests: { method: string; params: unknown }[] = []
  const handle = createSolanaHandle({
    link: {
      methods: () => ['solana_signMessage', 'solana_signTransaction'],
      request: async (request: { method: string; params: unknown }) => {
        requests.push(request)
        return answer
      },
    } as never,
    walletName: 'Pairing Wallet',
    chains: () => [CHAIN],
    addresses: () => [ADDRESS],
  })
  const feature = <T>(name: string) => handle.features[name] as T
  return { handle, requests, feature }
}

describe('withSignature', () => {
  it('puts a signature in the slot of its signer in a legacy transaction', () => {
    const signer = new Uint8Array(32).fill(7)
    const other = new Uint8Array(32).fill(9)
    // 2 signatures; header: 2 required, 0, 0; 2 keys (other first, signer second); then the rest.
    const tx = Uint8Array.from([2, ...new Array(128).fill(0), 2, 0, 0, 2, ...other, ...signer, 1, 2, 3])
    const signature = new Uint8Array(64).fill(5)
    const signed = withSignature(tx, signer, signature)
    expect([...signed.subarray(1, 65)]).toEqual(new Array(64).fill(0))
    expect([...signed.subarray(65, 129)]).toEqual(new Array(64).fill(5))
    expect(() => withSignature(tx, new Uint8Array(32).fill(1), signature)).toThrow()
  })

  it("reads the session account's key from its address", () => {
    expect(handleAnswering(null).handle.accounts[0]?.publicKey).toEqual(new Uint8Array(32).fill(7))
  })

  it('turns a signature or transaction that is not of its encoding into an invalid-answer error', async () => {
    type SignMessage = { signMessage(input: { account: { address: string }; message: Uint8Array }): Promise<unknown> }
    type SignTransaction = { signTransaction(input: { account: { address: string }; transaction: Uint8Array }): Promise<unknown> }
    const account = { address: ADDRESS }
    for (const signature of ['0OIl', '', 42, null]) {
      const { feature } = handleAnswering({ signature })
      await expect(feature<SignMessage>('solana:signMessage').signMessage({ account, message: Uint8Array.of(1) })).rejects.toMatchObject({
        name: 'InvalidWalletResponseError',
      })
    }
    for (const transaction of ['abc', 'a$==', 'Zh==', 7]) {
      const { feature, requests } = handleAnswering({ transaction })
      await expect(feature<SignTransaction>('solana:signTransaction').signTransaction({ account, transaction: Uint8Array.of(1, 2, 3) })).rejects.toMatchObject({
        name: 'InvalidWalletResponseError',
      })
      expect(requests).toEqual([expect.objectContaining({ method: 'solana_signTransaction', params: { transaction: base64Encode(Uint8Array.of(1, 2, 3)) } })])
    }
  })
})
