/**
 * How a scripted wallet answers its next requests: approve, reject as the visitor would (code
 * 4001), hang until released, or fail with an internal error. For switchNetwork, 'unsupported'
 * answers with the unrecognized-chain code 4902; 'malformed' answers with a value of the wrong form.
 */
export type MockBehavior = 'approve' | 'reject' | 'hang' | 'fail' | 'unsupported' | 'malformed'

export interface MockScript {
  connect?: MockBehavior
  reconnect?: MockBehavior
  disconnect?: MockBehavior
  switchNetwork?: MockBehavior
  getBalance?: MockBehavior
  signMessage?: MockBehavior
  sendTransaction?: MockBehavior
}

export interface MockCall {
  method: keyof MockScript
  walletId: string
  params?: unknown
}

/** An error shaped like an EIP-1193 provider error. */
export function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/** Scripts, the call log and hung requests of a set of scripted wallets. */
export interface ScriptedAnswers {
  readonly calls: MockCall[]
  script(walletId: string, script: MockScript): void
  /** Settles every hung request: approved, or as the visitor declining (code 4001). */
  releaseHung(as?: 'approve' | 'reject'): void
  /** Answers a request as the wallet's script says; `malformed` is what a broken wallet returns. */
  answer<T>(method: keyof MockScript, walletId: string, value: () => T, options?: { params?: unknown; malformed?: () => unknown }): Promise<T>
}

export function createScriptedAnswers(): ScriptedAnswers {
  const scripts = new Map<string, MockScript>()
  const calls: MockCall[] = []
  const hung: ((as: 'approve' | 'reject') => void)[] = []
  return {
    calls,
    script(walletId, script) {
      scripts.set(walletId, { ...scripts.get(walletId), ...script })
    },
    releaseHung(as = 'approve') {
      for (const release of hung.splice(0)) release(as)
    },
    answer(method, walletId, value, options = {}) {
      calls.push({ method, walletId, ...(options.params === undefined ? {} : { params: options.params }) })
      const behavior = scripts.get(walletId)?.[method] ?? 'approve'
      switch (behavior) {
        case 'reject':
          return Promise.reject(providerError(4001, 'User rejected the request.'))
        case 'fail':
          return Promise.reject(providerError(-32603, 'Internal wallet error'))
        case 'unsupported':
          return Promise.reject(providerError(4902, 'Unrecognized chain ID'))
        case 'malformed':
          return Promise.resolve((options.malformed ?? (() => ({ garbage: true })))() as never)
        case 'hang':
          return new Promise((resolve, reject) =>
            hung.push((as) => (as === 'reject' ? reject(providerError(4001, 'User rejected the request.')) : resolve(value()))),
          )
        default:
          return Promise.resolve().then(value)
      }
    },
  }
}

/**
 * A stand-in signature: 65 bytes of hex derived from the signer and the message. Not a real
 * signature (the mock holds no key); tests that verify signatures run against the devnet's wallets.
 */
export function mockSignature(address: string, message: string): string {
  // 65 bytes, each an FNV-1a hash of the whole text seeded by its position: any change to the
  // address or to any character of the message changes the signature.
  const text = `${address}:${message}`
  let hex = ''
  for (let index = 0; index < 65; index++) {
    let hash = (0x811c9dc5 ^ index) >>> 0
    for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193) >>> 0
    hex += (hash & 0xff).toString(16).padStart(2, '0')
  }
  return `0x${hex}`
}

/** A stand-in transaction hash (32 bytes of hex) for the n-th transaction of a wallet. */
export function mockHash(walletId: string, n: number): string {
  const text = `${walletId}#${n}`
  let hex = ''
  for (let index = 0; hex.length < 64; index++) hex += (text.charCodeAt(index % text.length) & 0xff).toString(16).padStart(2, '0')
  return `0x${hex.slice(0, 64)}`
}
