import type { View } from '@portico/react'

/**
 * Every string the default skin shows, in English. The shape is the {@link Messages} type, so a
 * translation (or a site's wording) must provide each entry. Functions take the values they
 * interpolate.
 */
export const en = {
  /** The header title of each view. */
  titles: {
    Connect: 'Connect wallet',
    ConnectWallets: 'Connect wallet',
    Account: 'Account',
    AllWallets: 'All wallets',
    ConnectingExternal: 'Connecting',
    ConnectingWalletConnect: 'Connecting',
    ConnectingWalletConnectBasic: 'Connect wallet',
    ConnectingFarcaster: 'Farcaster',
    EmailLogin: 'E-mail login',
    UpdateEmailWallet: 'Edit e-mail',
    SwitchNetwork: 'Switch network',
    SwitchActiveChain: 'Switch chain',
    Networks: 'Choose network',
    UnsupportedChain: 'Switch network',
    ProfileWallets: 'Wallets',
    SIWXSignMessage: 'Sign in',
    DataCapture: 'Stay updated',
    ApproveTransaction: 'Approve transaction',
    WalletSend: 'Send',
    Swap: 'Swap',
    OnRampTokenSelect: 'Select token',
    OnRampFiatSelect: 'Select currency',
    OnRampProviders: 'Choose provider',
    RegisterAccountName: 'Choose name',
    RegisterAccountNameSuccess: 'Name registered',
  } satisfies Record<View, string>,
  modal: {
    back: 'Back',
    close: 'Close',
  },
  footer: {
    legalPrefix: 'By connecting your wallet, you agree to our',
    terms: 'Terms of Service',
    and: 'and',
    privacy: 'Privacy Policy',
    networks: 'Your connected wallet may not support some of the networks available for this site.',
  },
  connect: {
    listLabel: 'Wallets',
    empty: 'No wallets found.',
    connected: 'Connected',
    installed: 'Installed',
  },
  connecting: {
    waitingHeadline: (wallet: string) => `Continue in ${wallet}`,
    waitingMessage: 'Accept the connection request in your wallet.',
    rejectedHeadline: 'Connection rejected',
    rejectedMessage: 'The request was declined in the wallet.',
    errorHeadline: 'Failed to connect',
    errorMessage: 'Something went wrong while connecting. Try again.',
    retry: 'Retry',
    unknownWallet: 'your wallet',
  },
  account: {
    avatarLabel: 'Account avatar',
    balanceLoading: 'Loading balance…',
    networks: 'Networks',
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting…',
    noNetwork: 'No network',
  },
  networks: {
    searchLabel: 'Search networks',
    searchPlaceholder: 'Search network',
    listLabel: 'Networks',
    active: 'Active',
    empty: 'No network matches your search.',
  },
  unsupportedChain: {
    headline: 'Unsupported network',
    message: 'This app doesn’t support your current network. Switch to one of the networks below.',
    listLabel: 'Supported networks',
  },
}

/** The shape of a message catalogue of the default skin. */
export type Messages = typeof en
