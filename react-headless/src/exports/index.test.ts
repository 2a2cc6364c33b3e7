import { describe, expect, it } from 'vitest'

describe('@portico/react public API', () => {
  it('exports exactly these names (update the snapshot on purpose, and say so in review)', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "PorticoProvider",
        "VIEWS",
        "footerFor",
        "isPorticoError",
        "isUnsupportedNetwork",
        "orderWallets",
        "sanitizeAmountInput",
        "shallowEqual",
        "truncateAddress",
        "truncateEmail",
        "useAccount",
        "useAlerts",
        "useBalances",
        "useConnect",
        "useConnectors",
        "useDisconnect",
        "useModal",
        "useModalRouter",
        "useNetworks",
        "useOptions",
        "usePorticoClient",
        "useSignMessage",
        "useSnackbar",
        "useStoreSelector",
        "useSwitchNetwork",
        "useTheme",
        "useWallets",
      ]
    `)
  })
})
