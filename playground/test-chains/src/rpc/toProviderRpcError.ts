import { ProviderRpcError } from './providerRpcError.js'

/**
 * Turns whatever a signing or sending step threw into an EIP-1193 error: the first numeric `code`
 * along the `cause` chain (a node's JSON-RPC error) is kept, anything else is -32603.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const message = (error as { shortMessage?: unknown })?.shortMessage ?? (error as Error)?.message ?? String(error)
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return new ProviderRpcError(code, String(message), (current as { data?: unknown }).data)
    current = (current as { cause?: unknown }).cause
  }
  return new ProviderRpcError(-32603, String(message))
}
