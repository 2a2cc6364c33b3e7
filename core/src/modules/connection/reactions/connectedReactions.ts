import type { PorticoClient } from '../../../kernel/client/porticoClient.js'

/**
 * Registers, once in createPortico, the reactions that only matter once an account is connected
 * (balance reads, balance agreement: see balanceReactions.ts). Their code, with the account-data
 * queries and the blockchain-data API it needs, loads by import() when the first account
 * connects, so a page whose visitor never connects never downloads it; they then start from the
 * state as it is. Returns the teardown (which also drops a load still under way).
 */
export function connectedReactions(client: PorticoClient): () => void {
  const { connection } = client.controllers
  const state: { stopped: boolean; loading: boolean; stop?: () => void } = { stopped: false, loading: false }
  const isConnected = () => Object.keys(connection.getSnapshot().active).length > 0
  const load = () => {
    if (state.loading) return
    state.loading = true
    unsubscribe()
    import('../../account-data/lazy.js')
      .then((module) => {
        if (!state.stopped) state.stop = module.startBalanceReactions(client)
      })
      .catch((error: unknown) => client.logger.error('The balance reactions could not be loaded', error))
  }
  const unsubscribe = connection.subscribe(() => {
    if (isConnected()) load()
  })
  if (isConnected()) load()
  return () => {
    state.stopped = true
    unsubscribe()
    state.stop?.()
  }
}
