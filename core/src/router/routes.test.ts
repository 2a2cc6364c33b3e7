import { describe, expect, it } from 'vitest'
import { VIEWS } from './routes.js'

describe('VIEWS', () => {
  it('are exactly the 25 views of SPEC.md section 2, in its order', () => {
    expect(VIEWS).toEqual([
      'Connect',
      'ConnectWallets',
      'Account',
      'AllWallets',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingFarcaster',
      'EmailLogin',
      'UpdateEmailWallet',
      'SwitchNetwork',
      'SwitchActiveChain',
      'Networks',
      'UnsupportedChain',
      'ProfileWallets',
      'SIWXSignMessage',
      'DataCapture',
      'ApproveTransaction',
      'WalletSend',
      'Swap',
      'OnRampTokenSelect',
      'OnRampFiatSelect',
      'OnRampProviders',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
    ])
    expect(VIEWS).toHaveLength(25)
  })
})
