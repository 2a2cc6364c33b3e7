import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'

/**
 * Whether a chain answers `eth_chainId` at `rpcUrl` within `timeoutMs`: false on any failure, so a
 * test can check that a chain is up or gone. A stopped chain refuses the connection at once; the
 * default limit is generous because a chain that is up can be slow to answer on a loaded machine.
 */
export function chainAnswers(rpcUrl: string, { timeoutMs = 5_000 }: { timeoutMs?: number } = {}): Promise<boolean> {
  return jsonRpcRequest(rpcUrl, 'eth_chainId', [], { timeoutMs }).then(
    () => true,
    () => false,
  )
}
