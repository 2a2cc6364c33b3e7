import type { AlertSeverity, SnackbarVariant, View } from '@portico/react'
import { plural } from './pluralForms.js'

/** What an activity row shows, in the words of its locale, for its explorer link's name. */
export interface ActivityRowSummary {
  /** 'Zero-value transfer: possibly a scam' when the row is marked; none otherwise. */
  warning?: string | undefined
  /** 'Sent', 'Received', ... */
  operation: string
  /** 'Failed' or 'Pending'; none when confirmed. */
  status: string | undefined
  /** The amounts as shown, joined ('0.100 ETH', '+1.000 PTT and 0.002 ETH'). */
  amounts: string | undefined
  /** 'to 0x3C44CdDd...FA4293BC' or 'from ...' (8 + 8 characters of the counterparty). */
  party: string | undefined
  /** When it was mined, in the locale's short form. */
  time: string | undefined
}

/**
 * Every string the default skin shows, in English. The shape is the {@link Messages} type, so a
 * translation (or a site's wording) must provide each entry. Functions take the values they
 * interpolate; plural forms are counted through `Intl.PluralRules`.
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
    ConnectingFarcaster: 'Continue with Farcaster',
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
    /** Said under the header when the visitor tries to close where closing is disabled (sign-in required). */
    closeRefused: (view: View): string => (view === 'ApproveTransaction' ? 'Approve or reject the request to continue' : 'Sign in to continue'),
  },
  footer: {
    legalPrefix: 'By connecting your wallet, you agree to our',
    terms: 'Terms of Service',
    and: 'and',
    privacy: 'Privacy Policy',
    /** After the links (German closes the sentence with its verb's particle). */
    legalSuffix: '.',
    networks: 'Your connected wallet may not support some of the networks available for this site.',
  },
  connect: {
    listLabel: 'Wallets',
    /** The accessible name of a wallet's button. */
    connectWith: (wallet: string) => `Connect with ${wallet}`,
    empty: 'No wallets found.',
    connected: 'Connected',
    installed: 'Installed',
    /** Two wallets on the page claim this one's identity. */
    conflict: 'Claimed twice',
    recent: 'Recent',
    /** The accessible name of the group of wallet buttons (one of the connect methods). */
    walletGroupLabel: 'Connect with a wallet',
    walletGuide: 'New to wallets?',
    walletGuideLink: 'Learn more',
    allWallets: 'All wallets',
  },
  connectWallets: {
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    empty: 'No wallet matches your search.',
    /** Announced to screen readers as the search narrows the list. */
    count: plural({ one: '# wallet', other: '# wallets' }),
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
    /** The wallet has kept the request unanswered for 20 s (the request still stands). */
    overdueHeadline: (wallet: string) => `${wallet} has not answered`,
    overdueMessage: 'Look for the request in your wallet, try again, or choose another wallet.',
    /** Back to the wallets, to pick another. */
    otherWallet: 'Choose another wallet',
  },
  account: {
    avatarLabel: 'Account avatar',
    balanceLoading: 'Loading balance…',
    networks: 'Networks',
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting…',
    noNetwork: 'No network',
    tabsLabel: 'Account content',
    tokensTab: 'Tokens',
    activityTab: 'Activity',
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    copyFailed: 'Could not copy the address',
    /** Shown on the copy button for 2 s after a copy. */
    copied: 'Copied',
    /** Shown on the copy button for 2 s after a refused copy. */
    notCopied: 'Not copied',
    /** The copy button's name after a refused copy (contains what it shows). */
    addressNotCopied: 'Address not copied',
    explorer: 'View on explorer',
    /** The account's value in the currency, e.g. '$12.50'. */
    fiatValue: (value: string) => `Worth ${value}`,
    registerName: 'Choose a name',
    /** The network pill when the wallet is on a network the site does not list (no green dot). */
    unsupportedNetwork: 'Unsupported network',
    unsupportedNetworkMessage: 'This app doesn’t support your current network. Switch to a supported one to continue.',
    /** Replaces Networks on an unsupported network: opens UnsupportedChain (the site's networks). */
    switchNetwork: 'Switch network',
  },
  tokens: {
    listLabel: 'Tokens',
    total: 'Total',
    loading: 'Loading tokens…',
    empty: 'No tokens on this network yet.',
    unavailable: 'Token balances are unavailable right now. Try again in a moment.',
    /** On a network the site does not list nothing is read. */
    unsupportedNetwork: 'Switch to a supported network to see your tokens.',
    /** The accessible name of a token row: amount, name and value. */
    row: (amount: string, name: string, value: string | undefined) => (value ? `${amount}, ${name}, ${value}` : `${amount}, ${name}`),
    noValue: 'No price',
  },
  activity: {
    listLabel: 'Activity',
    loading: 'Loading activity…',
    empty: 'No activity on this network yet.',
    failed: 'Activity could not be loaded. Try again in a moment.',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    retry: 'Try again',
    sent: 'Sent',
    received: 'Received',
    self: 'Moved',
    /** Other operation types by the API's name; unknown ones show 'Transaction'. */
    operation: (type: string) =>
      (({ send: 'Sent', receive: 'Received', deposit: 'Deposited', withdraw: 'Withdrawn', borrow: 'Borrowed', repay: 'Repaid', claim: 'Claimed', burn: 'Burned', mint: 'Minted', trade: 'Swapped', approve: 'Approved', execute: 'Contract call' }) as Record<string, string>)[type] ?? 'Transaction',
    to: (party: string) => `to ${party}`,
    from: (party: string) => `from ${party}`,
    failedStatus: 'Failed',
    pendingStatus: 'Pending',
    /** A transfer of nothing (every amount zero): the bait of address poisoning, marked on its row and in its link's name. */
    zeroValue: 'Zero-value transfer: possibly a scam',
    /** A counterparty that imitates the account or an address it sent to (core's `lookAlikeOf`): marked on its row and in its link's name. */
    lookAlike: 'Looks like an address you know: check every character',
    explorer: 'View transaction on explorer',
    /**
     * The explorer link's accessible name: the words it shows, then the transaction as its row
     * shows it, e.g. 'View transaction on explorer: Sent 0.100 ETH to 0x3C44CdDd...FA4293BC, Jan 2, 2026, 3:04 PM'.
     */
    explorerLabel: (row: ActivityRowSummary) =>
      `View transaction on explorer: ${[row.warning ? `${row.warning}.` : undefined, row.status ? `${row.operation} (${row.status})` : row.operation, row.amounts, row.party].filter(Boolean).join(' ')}${row.time ? `, ${row.time}` : ''}`,
  },
  registerName: {
    headline: 'Choose your name',
    message: 'Others can send to this name instead of your address. Your wallet signs to confirm it.',
    label: 'Name',
    hint: 'At least 4 characters: letters, digits or hyphens.',
    invalid: 'Use at least 4 characters: letters, digits or hyphens.',
    submit: 'Register',
    submitting: 'Confirm in your wallet…',
    suggestions: 'Suggested names',
    /** The accessible name of a suggested name's button. */
    useSuggestion: (name: string) => `Use ${name}`,
    taken: 'taken',
  },
  connectButton: {
    connect: 'Connect wallet',
    connecting: 'Connecting…',
    /** The accessible name of the button of a connected account. */
    account: (account: string) => `Open account ${account}`,
    /** Shown instead of the account while the wallet is on a network the site does not list. */
    unsupportedNetwork: 'Unsupported network',
    /** The button's accessible name then (it opens UnsupportedChain); begins with what it shows. */
    unsupportedAccount: (account: string) => `Unsupported network: switch ${account} to a supported network`,
  },
  registerNameSuccess: {
    headline: 'Name registered',
    message: (name: string) => `Your account is now ${name}.`,
    done: 'Back to account',
  },
  networks: {
    searchLabel: 'Search networks',
    searchPlaceholder: 'Search network',
    listLabel: 'Networks',
    active: 'Active',
    empty: 'No network matches your search.',
    /** Announced to screen readers as the search narrows the list. */
    count: plural({ one: '# network', other: '# networks' }),
  },
  switchNetwork: {
    waitingHeadline: 'Approve in wallet',
    waitingMessage: (network: string) => `Switch to ${network} in your wallet to continue.`,
    rejectedHeadline: 'Switch declined',
    rejectedMessage: 'The request was declined in the wallet.',
    errorHeadline: 'Switch failed',
    errorMessage: 'Something went wrong while switching networks. Try again.',
    retry: 'Retry',
    unknownNetwork: 'the network',
  },
  switchActiveChain: {
    headline: (network: string) => `Switch to ${network}`,
    message: (network: string) =>
      `Your wallet is connected on another chain and has no account on ${network}. Switch, then connect a wallet for it.`,
    switch: 'Switch',
    switching: 'Switching…',
    errorMessage: 'Switching failed. Try again.',
  },
  alert: {
    dismiss: 'Dismiss alert',
  },
  siwx: {
    headline: (app: string) => `${app} wants you to sign in`,
    message: 'Sign a message in your wallet to prove this account is yours. Signing is free: nothing is sent or paid.',
    account: (address: string) => `Account ${address}`,
    requiredNote: 'Signing in is required to continue. Cancelling disconnects your wallet.',
    sign: 'Sign in',
    signing: 'Signing…',
    signingMessage: 'Approve the signature request in your wallet.',
    cancel: 'Cancel',
    unknownApp: 'This site',
  },
  dataCapture: {
    headline: 'Before you sign in',
    message: 'Leave your e-mail address before you sign in. It goes to this site with your sign-in.',
    emailLabel: 'E-mail address',
    emailPlaceholder: 'you@example.com',
    invalid: 'Please enter a valid email address',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  /** Core's snackbar messages are English; these are shown instead where the skin knows them. */
  snackbar: {
    authenticating: 'Authenticating…',
    tokenBalanceUnavailable: 'Token balance unavailable',
    transactionsFailed: 'Failed to fetch transactions',
    emailUpdated: 'E-mail updated',
  },
  loading: {
    label: 'Loading…',
  },
  unsupportedChain: {
    headline: 'Unsupported network',
    message: 'This app doesn’t support your current network. Switch to one of the networks below.',
    listLabel: 'Supported networks',
  },
  /**
   * Display text of error codes. Core keeps its messages in English verbatim (they are a contract
   * with logs); the skin shows these instead. Every code core defines has one (a test reads core's
   * error classes): EIP-1193 and pairing-protocol codes, Portico's codes, and the APKT alert
   * catalogue (SPEC.md section 8).
   */
  errors: {
    PAIRING_EXPIRED: 'The connection code expired; a new one is shown',
    4001: 'The request was declined in the wallet',
    4100: 'The wallet has not authorized this request',
    4200: 'The wallet does not support this request',
    4900: 'The wallet is disconnected',
    4901: 'The wallet is not connected to this network',
    4902: 'The wallet does not know this network',
    5000: 'The request was declined in the wallet',
    5002: 'The request was declined in the wallet',
    32603: 'The wallet does not know this network',
    MODAL_CLOSED: 'The modal was closed',
    CONNECTION_REJECTED: 'Connection rejected',
    SWITCH_NETWORK_REJECTED: 'Network switch declined in the wallet',
    SIGN_MESSAGE_REJECTED: 'Signature declined in the wallet',
    SEND_TRANSACTION_REJECTED: 'Transaction declined in the wallet',
    CONNECT_SUPERSEDED: 'Another wallet was chosen',
    WALLET_IDENTITY_CONFLICT: 'Two wallets on this page claim to be this one. Turn one of them off in your browser, then try again.',
    CONNECTION_FAILED: 'Failed to connect',
    CONNECTOR_NOT_FOUND: 'This wallet is not available',
    CHAIN_ADAPTER_NOT_FOUND: 'This network is not set up on this site',
    CHAIN_NOT_SUPPORTED: 'Chain is not supported',
    PROVIDER_NOT_FOUND: 'The wallet was not found',
    SWITCH_CHAIN_NOT_SUPPORTED: 'This wallet can’t switch networks from here. Switch in the wallet.',
    DISCONNECT_FAILED: 'Failed to disconnect',
    DISCONNECT_CHAINS_FAILED: 'Failed to disconnect',
    NOT_CONNECTED: 'No wallet is connected',
    ADAPTER_CAPABILITY_NOT_FOUND: 'This wallet can’t do that on this network',
    INVALID_WALLET_RESPONSE: 'The wallet sent an answer that can’t be used',
    INVALID_CONNECTION_STATUS: 'This connection can’t be used right now',
    INITIALIZE_FAILED: 'The wallet connection failed to start. Reload the page.',
    SDK_ERROR: 'Something went wrong. Try again.',
    INVALID_OPTIONS: 'This site’s wallet setup is invalid',
    VIEW_NOT_PROVIDED: 'This part of the wallet window isn’t available on this site',
    SIWX_CONFLICT: 'This site’s sign-in setup is invalid',
    INVALID_LOG_LEVEL: 'This site’s logging setup is invalid',
    INVALID_LOG_BUFFER_SIZE: 'This site’s logging setup is invalid',
    INVALID_CAIP_ADDRESS: 'Invalid account address',
    INVALID_CAIP_NETWORK_ID: 'Invalid network',
    INVALID_ARGUMENT: 'Invalid value',
    INVALID_BASE58: 'Invalid encoded value',
    INVALID_BASE64: 'Invalid encoded value',
    HTTP_STATUS: 'The server answered with an error. Try again.',
    NETWORK_REQUEST_FAILED: 'Network request failed. Check your connection.',
    NETWORK_REQUEST_TIMEOUT: 'The server took too long to answer. Try again.',
    NETWORK_REQUEST_ABORTED: 'The request was cancelled',
    INVALID_RESPONSE: 'The server sent an answer that can’t be used',
    SERVICE_NOT_CONFIGURED: 'This site hasn’t set up the service this needs',
    APKT001: 'Network Not Found',
    APKT002: 'Invalid App Configuration',
    APKT003: 'Network Error: Wallet Load Failed',
    APKT004: 'Wallet Request Timeout',
    APKT005: 'Unverified Domain',
    APKT006: 'Session Expired',
    APKT007: 'Invalid Project ID',
    APKT008: 'Project ID Missing',
    APKT009: 'Server Error',
    APKT010: 'Rate Limited',
    APKTW001: 'Inactive Namespace Not Connected',
    APKTW002: 'Invalid Email Address',
    MULTI_WALLET_NOT_ENABLED: 'Multi-wallet is not enabled',
    LOCAL_CONFIGURATION_IGNORED: 'Local configuration ignored',
    SIWX_NOT_ENABLED: 'SIWX is not enabled',
    SIWX_NO_ADDRESS: 'No ActiveCaipAddress found',
    SIWX_NO_NETWORK: 'No ActiveCaipNetwork or client found',
    SIWX_NO_CLIENT: 'No ConnectionController client found',
    SIWX_SIGNING_FAILED: 'Error signing message',
    SIWX_SIGN_MESSAGE_FAILED: 'Sign message failed',
    SIWX_INITIALIZATION_FAILED: 'A problem occurred while trying initialize authentication',
    INVALID_SIWX_MESSAGE: 'The sign-in message is not valid',
    FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
    TOKEN_BALANCE_UNAVAILABLE: 'Token balance unavailable',
    RESOLVE_NAME_FAILED: 'The name could not be resolved',
    NAME_SUGGESTIONS_FAILED: 'Name suggestions could not be loaded',
    FETCH_NAMES_FAILED: 'The names of this address could not be loaded',
    REGISTER_NAME_FAILED: 'The name could not be registered. Try another one.',
    NAME_NETWORK_NOT_FOUND: 'Network not found',
    NAME_ADDRESS_NOT_FOUND: 'Connect a wallet to register a name',
    INVALID_ACCOUNT_NAME: 'Use at least 4 characters: letters, digits or hyphens.',
    FRAME_REQUEST_ERROR: 'The login service could not complete the request',
    INVALID_OTP: 'That code is not right. Check the e-mail and try again.',
    OTP_EXPIRED: 'This code has expired. Ask for a new one.',
    EMAIL_IN_USE: 'This e-mail belongs to another account',
    EMAIL_UNCHANGED: 'This is already your e-mail address',
    FRAME_REQUEST_ABORTED: 'The request was aborted',
    UNTRUSTED_ORIGIN: 'Untrusted Origin',
    FRAME_NOT_SET: 'The login service is not loaded yet',
    EMAIL_COOLDOWN: 'Please wait a few seconds before asking for another code',
    AUTH_CONNECTOR_NOT_FOUND: 'E-mail and social login are not available on this site',
    POPUP_CLOSED: 'The sign-in window was closed before you finished',
    SOCIAL_CONNECTION_FAILED: 'The sign-in window could not be opened. Allow pop-ups for this site, then try again.',
    NOT_CONNECTED_TO_EMAIL: 'Sign in with your e-mail or a social account first',
    FARCASTER_CONNECTION_FAILED: 'Signing in with Farcaster did not work. Try again.',
    INVALID_ACCOUNT_TYPE: 'This account type does not exist',
    SOCIAL_LOGIN_NOT_STARTED: 'This sign-in was not started on this page, so it was not completed. Start it again here.',
    SOCIAL_REDIRECT_FAILED: 'The sign-in page could not be opened. Try again.',
  },
  walletConnect: {
    qrLabel: 'QR code to scan with your phone wallet',
    scanHeadline: 'Scan with your phone',
    scanMessage: 'Open a wallet app on your phone and scan this code to connect.',
    /** On a phone with no wallet picked: the QR code is folded away (a phone cannot scan itself). */
    phoneHeadline: 'Connect your wallet app',
    phoneMessage: 'Copy the link into your wallet app, or show the QR code to scan it with another device.',
    /** The control that unfolds the QR code on a phone, and folds it again. */
    showQr: 'Show QR code',
    hideQr: 'Hide QR code',
    walletHeadline: (wallet: string) => `Continue in ${wallet}`,
    walletMessage: (wallet: string) => `Open ${wallet} and accept the connection request.`,
    preparing: 'Preparing the connection…',
    copy: 'Copy link',
    /** The copy button's name: its visible text first (WCAG 2.5.3, label in name), then what for. */
    copyLabel: 'Copy link to connect',
    copied: 'Link copied',
    openInApp: (wallet: string) => `Open ${wallet}`,
    linkRefused: (wallet: string) => `${wallet} cannot be opened from here: its link is not safe. Scan the QR code instead.`,
    getWallet: (wallet: string) => `Don't have ${wallet}? Get it`,
    expiresIn: (seconds: number) => `A new code appears in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    rejectedHeadline: 'Connection rejected',
    rejectedMessage: 'The request was declined in the wallet.',
    errorHeadline: 'Failed to connect',
    errorMessage: 'The connection could not be set up. Try again.',
    retry: 'Try again',
    unavailable: 'Connecting a phone wallet is not set up on this site.',
  },
  /**
   * Shown for an error code the catalogue does not know (a code core adds later): core's own
   * message is developer English, so the visitor gets a generic text in their language, by the
   * snackbar's variant or the alert's severity; core's message stays in the element's `title`
   * and its code in `data-code`.
   */
  unknownError: {
    snackbar: {
      success: 'Done.',
      error: 'Something went wrong. Try again.',
      warning: 'Something may not work as expected.',
      info: 'Something changed.',
      loading: 'Working…',
    } satisfies Record<SnackbarVariant, string>,
    alert: {
      error: 'Something went wrong. Try again later.',
      warning: 'Something may not work as expected.',
      info: 'There is a notice from the wallet connection.',
    } satisfies Record<AlertSeverity, string>,
  },
  /** The wallet registry's catalogue: Connect's recommended wallets, AllWallets, and help for a visitor without a wallet. */
  registry: {
    /** The entry that pairs any wallet app through a QR code or a link. */
    walletConnect: 'WalletConnect',
    /** Its badge: it works with the wallet apps of the catalogue. */
    walletConnectBadge: 'QR code',
    allWalletsLabel: 'All wallets',
    /** The accessible name of a catalogue wallet's button. */
    connectWith: (wallet: string) => `Connect with ${wallet}`,
    listLabel: 'Wallet catalogue',
    searchLabel: 'Search all wallets',
    searchPlaceholder: 'Search wallet',
    searching: 'Searching…',
    loading: 'Loading wallets…',
    loadingMore: 'Loading more wallets…',
    noResults: (search: string) => `No wallet called "${search}" was found.`,
    /** Shown when the catalogue could not be loaded: the installed wallets and the QR code still work. */
    unavailable: 'The wallet catalogue could not be loaded. Your installed wallets and the QR code still work.',
    retry: 'Try again',
    /** Announced as the list grows or narrows. */
    count: plural({ one: '# wallet', other: '# wallets' }),
    /** Help for a visitor who has no wallet yet. */
    help: {
      toggle: "I don't have a wallet",
      heading: 'What is a wallet?',
      explanation:
        'A wallet is an app on your phone or an extension in your browser. It keeps the keys to your digital assets and lets you sign in to sites like this one without a password.',
      getHeading: 'Get a wallet',
      /** A store link: the wallet's name and where it leads. */
      get: (wallet: string) => `Get ${wallet}`,
      opensStore: 'opens the store in a new tab',
      /** When no store link could be offered (the catalogue failed). */
      fallback: "Search your phone's app store or your browser's extension store for a wallet, install it, then come back to this page.",
    },
  },
  /** The embedded wallet: the e-mail field and social buttons of Connect, EmailLogin, ApproveTransaction. */
  embedded: {
    emailLabel: 'E-mail address',
    emailPlaceholder: 'you@example.com',
    continueWithEmail: 'Continue with e-mail',
    sending: 'Sending a code…',
    socialGroup: 'Sign in with a social account',
    continueWith: (provider: string) => `Continue with ${provider}`,
    providers: { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' },
    otpHeadline: 'Enter the code',
    otpMessage: (email: string) => `We sent a 6-digit code to ${email}.`,
    otpLabel: 'Code from the e-mail',
    verify: 'Verify',
    verifying: 'Checking the code…',
    resend: 'Send a new code',
    resent: 'A new code is on its way',
    /** The resend button while the 30 s wait between codes runs, counting down. */
    resendIn: plural({ one: 'Send a new code in # second', other: 'Send a new code in # seconds' }),
    /** An e-mail code asked for within 30 s of the last, with the seconds left (SPEC.md: 'Please try again after {n} seconds'). */
    tryAgainAfter: plural({ one: 'Please try again after # second', other: 'Please try again after # seconds' }),
    deviceHeadline: 'Approve this device',
    deviceMessage: (email: string) => `Open the e-mail we sent to ${email} and approve this device. This window goes on by itself.`,
    socialHeadline: (provider: string) => `Continue in the ${provider} window`,
    socialMessage: 'Finish signing in in the window that opened. This window goes on by itself.',
    /** The social step in a messaging-app mini-app: the page itself leaves for the provider. */
    socialLeavingHeadline: (provider: string) => `Opening ${provider}…`,
    socialLeavingMessage: 'You come back to this page once you have signed in.',
    /** The browser blocked the provider's popup: the button opens it from a fresh click. */
    socialBlockedHeadline: (provider: string) => `The ${provider} window was blocked`,
    socialBlockedMessage: 'Your browser blocked the sign-in window. Open it with the button below, or allow pop-ups for this site.',
    socialBlockedOpen: (provider: string) => `Open the ${provider} window`,
    tryAgain: 'Try again',
    approveMessage: 'Review the request in the secure window and approve or reject it there.',
    approveFrameLabel: 'Secure wallet window',
    /** The Account view's e-mail line of an e-mail (or social) login, and its way to UpdateEmailWallet. */
    accountEmail: (email: string) => `Signed in as ${email}`,
    changeEmail: 'Change e-mail',
    /** The Account view's switch between the embedded wallet's EOA and its smart account (on networks that have one). */
    switchToSmartAccount: 'Switch to smart account',
    switchToEoa: 'Switch to your EOA',
    switchingAccount: 'Switching account…',
    smartAccount: 'Smart account',
    updateHeadline: 'Change your e-mail',
    updateMessage: (email: string) => `Your wallet signs in with ${email}. We send a code to it, then one to the new address.`,
    updateMessageNoEmail: 'We send a code to the new address to confirm it.',
    newEmailLabel: 'New e-mail address',
    sameEmail: 'This is already your e-mail address',
    sendCodes: 'Continue',
    primaryHeadline: 'Confirm your current e-mail',
    secondaryHeadline: 'Confirm your new e-mail',
    /** ConnectingFarcaster. */
    farcasterHeadline: 'Sign in with Farcaster',
    farcasterMessage: 'Scan the code with your phone and approve the sign-in there. This window goes on by itself.',
    farcasterPreparing: 'Preparing the sign-in…',
    farcasterQrLabel: 'QR code to sign in with Farcaster on your phone',
    farcasterOpen: 'Open the sign-in page',
    /** ConnectingFarcaster on a phone: the sign-in page first, the QR code folded away. */
    farcasterPhoneMessage: 'Open the sign-in page and approve the sign-in in Farcaster. This window goes on by itself.',
  },
}

/** The error codes the skin has display text for: every code core defines. */
export type ErrorCode = keyof typeof en.errors

/** The shape of a message catalogue of the default skin. */
export type Messages = typeof en
