import { ProviderRpcError } from './providerRpcError.js'

export interface JsonRpcRequestOptions {
  /** Aborts the request after this many milliseconds. @default 10_000 */
  timeoutMs?: number
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

let nextId = 1

/**
 * One JSON-RPC call over HTTP. A node's error answer becomes a `ProviderRpcError` with the node's
 * code; a network failure or a non-JSON answer is thrown as it is.
 */
export async function jsonRpcRequest(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  options: JsonRpcRequestOptions = {},
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  if (!response.ok) throw new Error(`${method} to ${url} answered HTTP ${response.status}`)
  return body.result
}
