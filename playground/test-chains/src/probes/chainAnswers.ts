import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'

/**
 * Whether a chain answers `eth_chainId` at `rpcUrl` within `timeoutMs`: false on any failure, so a
 * test can poll it to see a chain come up or go away.
 */
export function chainAnswers(rpcUrl: string, { timeoutMs = 1_000 }: { timeoutMs?: number } = {}): Promise<boolean> {
  return jsonRpcRequest(rpcUrl, 'eth_chainId', [], { timeoutMs }).then(
    () => true,
    () => false,
  )
}
