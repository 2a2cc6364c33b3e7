import { describe, expect, it } from 'vitest'

describe('@portico/react public API', () => {
  it('exports exactly these names (update the snapshot on purpose, and say so in review)', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "PorticoProvider",
        "REJECTION_CODES",
        "VIEWS",
        "footerFor",
        "formatBalance",
        "isPorticoError",
        "isUnsupportedNetwork",
        "isValidEmail",
        "orderWallets",
        "sanitizeAmountInput",
        "shallowEqual",
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
        "useSiwx",
        "useSnackbar",
        "useStoreSelector",
        "useSwitchNetwork",
        "useTheme",
        "useWalletConnect",
        "useWallets",
      ]
    `)
  })
})
