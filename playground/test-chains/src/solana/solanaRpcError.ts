/** A JSON-RPC error the runtime answers with (code, message and optional data, as a validator does). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }
}

export const invalidParams = (message: string): SolanaRpcError => new SolanaRpcError(-32602, `Invalid params: ${message}`)
