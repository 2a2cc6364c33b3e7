import { describe, expect, it } from 'vitest'

describe('@portico/react public API', () => {
  it('exports exactly these names (update the snapshot on purpose, and say so in review)', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "CONNECT_WALLET_ENTRIES",
        "PorticoProvider",
        "REJECTION_CODES",
        "VIEWS",
        "WALLET_SEARCH_DELAY_MS",
        "footerFor",
        "formatBalance",
        "isPorticoError",
        "isSafeStoreLink",
        "isUnsupportedNetwork",
        "orderWallets",
        "recommendedSlots",
        "sanitizeAmountInput",
        "shallowEqual",
        "storeLinkFor",
        "storePlatformOf",
        "toDisplayUnits",
        "toSmallestUnit",
        "truncateAddress",
        "truncateEmail",
        "useAccount",
        "useAlerts",
        "useBalance",
        "useConnect",
        "useConnectors",
        "useDisconnect",
        "useFeatures",
        "useModal",
        "useModalParts",
        "useModalRouter",
        "useNetworkSwitchView",
        "useNetworks",
        "useOptions",
        "usePorticoClient",
        "useSendTransaction",
        "useSignMessage",
        "useSnackbar",
        "useStoreSelector",
        "useSwitchNetwork",
        "useTheme",
        "useWalletCatalogue",
        "useWalletImage",
        "useWallets",
      ]
    `)
  })
})
