import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useMessages } from '../messages/useMessages.js'
import { css } from '../../styled-system/css/index.js'

/** Loads the AllWallets list (the virtualized catalogue) as its own chunk. */
export function loadAllWalletsList(): Promise<ComponentType> {
  return import('./AllWalletsList.js').then((module) => module.AllWalletsList)
}

/**
 * The AllWallets view: the page's wallets, installed first, then the registry's whole catalogue,
 * with search and infinite scroll. Its list (and the virtualizer) is a chunk of its own, loaded
 * when the view opens, or earlier when Connect shows the "All wallets" entry.
 */
export function AllWalletsView(): ReactNode {
  const messages = useMessages()
  const [List, setList] = useState<ComponentType>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    loadAllWalletsList().then(
      (component) => {
        if (live) setList(() => component)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [])
  if (List) return <List />
  return (
    <p className={css({ paddingY: '6', textAlign: 'center', color: 'textMuted' })} role="status" data-scope="modal" data-part="all-wallets-loading">
      {failed ? messages.registry.unavailable : messages.registry.loading}
    </p>
  )
}
