/**
 * An EIP-1193 error: a message and a numeric code (4001 user rejected, 4100 unauthorized,
 * 4200 unsupported method, 4900 disconnected, 4902 unknown chain, or a JSON-RPC code from a node).
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}
