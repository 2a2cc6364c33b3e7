import { describe, expect, it } from 'vitest'

describe('@portico/skin-default public API', () => {
  it('exports exactly these names (update the snapshot on purpose, and say so in review)', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "AccountView",
        "AlertBanner",
        "ConnectView",
        "ConnectWalletsView",
        "ConnectingExternalView",
        "LoadingOverlay",
        "NetworksView",
        "PorticoModal",
        "Snackbar",
        "SwitchActiveChainView",
        "SwitchNetworkView",
        "UnsupportedChainView",
        "WalletGroup",
        "createModal",
        "de",
        "defaultConnectMethods",
        "defaultViews",
        "en",
        "useLocale",
        "useMessages",
      ]
    `)
  })
})
