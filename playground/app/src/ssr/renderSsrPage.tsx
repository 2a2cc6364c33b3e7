// The server half of ssr.html: what a site's server renders, in Node (no window, no document).
import { createPortico } from '@portico/core'
import { renderToString } from 'react-dom/server'
import { devnetNetworks, type DevnetRpcUrls } from '../devnet/devnetNetworks.js'
import { SsrApp } from './SsrApp.js'

/** The page's markup for `<div id="root">`, with a client made on the server for this request. */
export function renderSsrPage(rpcUrls: DevnetRpcUrls): string {
  const client = createPortico({ projectId: 'portico-playground', networks: devnetNetworks(rpcUrls) })
  try {
    return renderToString(<SsrApp client={client} />)
  } finally {
    client.destroy()
  }
}
