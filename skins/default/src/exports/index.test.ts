import { describe, expect, it } from 'vitest'

describe('@portico/skin-default public API', () => {
  it('exports exactly these names (update the snapshot on purpose, and say so in review)', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "AccountView",
        "ActivityPanel",
        "AlertBanner",
        "ConnectButton",
        "ConnectView",
        "ConnectWalletsView",
        "ConnectingExternalView",
        "LoadingOverlay",
        "NetworksView",
        "PORTICO_CONNECT_BUTTON_TAG",
        "PorticoModal",
        "RegisterAccountNameSuccessView",
        "RegisterAccountNameView",
        "Snackbar",
        "SwitchActiveChainView",
        "SwitchNetworkView",
        "TokensPanel",
        "UnsupportedChainView",
        "WalletGroup",
        "createConnectButton",
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
