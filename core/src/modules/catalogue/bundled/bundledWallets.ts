// Loaded lazily (import() in walletCatalogue.ts), only on a site without `services.apiUrl`: data only.
import type { ChainNamespace } from '../../../kernel/types/namespace.js'

/** One wallet of the bundled pairing list. */
export interface BundledWallet {
  /** The public wallet registry's id, so that `featuredWalletIds`, `excludeWalletIds` and an installed wallet's registry id match it. */
  id: string
  name: string
  /** The wallet's EIP-6963 reverse-DNS name, when it has one (an installed wallet of it is listed once). */
  rdns?: string
  /** The namespaces the wallet pairs on: listed when the site has a network of one of them. */
  namespaces: readonly ChainNamespace[]
  /** The app's custom scheme (`metamask://`): `…wc?uri=` opens it with a pairing URI. */
  deepLink: string
  /** The app's universal link (https), when it has one: opens the app, or its site without it. */
  universalLink?: string
  /** The desktop app's scheme, when it pairs on a computer. */
  desktopLink?: string
  appStore?: string
  playStore?: string
  chromeStore?: string
  homepage: string
  /** The file under ./icons with its icon (source and licence: icons/NOTICE.md). */
  icon: BundledIconName
}

/** The icon files under ./icons. */
export type BundledIconName = 'metamask' | 'trust' | 'coinbase' | 'okx' | 'rainbow' | 'zerion' | 'ledger' | 'tokenPocket' | 'imtoken' | 'exodus'

/**
 * The most-used wallets that pair through a pairing protocol (WalletConnect), most used first:
 * what pairing offers on a site without a wallet registry (`services.apiUrl` unset). Ids, links
 * and store pages are those the public registry and the wallets' own pages published when this
 * list was written; refresh them from there (and icons/NOTICE.md with them) when the list changes.
 */
export const BUNDLED_WALLETS: readonly BundledWallet[] = Object.freeze([
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    namespaces: ['eip155'],
    deepLink: 'metamask://',
    universalLink: 'https://metamask.app.link',
    appStore: 'https://apps.apple.com/app/metamask/id1438144202',
    playStore: 'https://play.google.com/store/apps/details?id=io.metamask',
    chromeStore: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    homepage: 'https://metamask.io',
    icon: 'metamask',
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    namespaces: ['eip155', 'solana', 'cosmos'],
    deepLink: 'trust://',
    universalLink: 'https://link.trustwallet.com',
    appStore: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    playStore: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    chromeStore: 'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
    homepage: 'https://trustwallet.com',
    icon: 'trust',
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    namespaces: ['eip155', 'solana'],
    deepLink: 'cbwallet://',
    appStore: 'https://apps.apple.com/app/coinbase-wallet-nfts-crypto/id1278383455',
    playStore: 'https://play.google.com/store/apps/details?id=org.toshi',
    chromeStore: 'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    homepage: 'https://www.coinbase.com/wallet',
    icon: 'coinbase',
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    namespaces: ['eip155', 'solana', 'bip122', 'cosmos', 'sui'],
    deepLink: 'okex://main',
    appStore: 'https://apps.apple.com/app/okx-buy-bitcoin-btc-crypto/id1327268470',
    playStore: 'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
    chromeStore: 'https://chromewebstore.google.com/detail/okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge',
    homepage: 'https://www.okx.com/web3',
    icon: 'okx',
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    namespaces: ['eip155'],
    deepLink: 'rainbow://',
    universalLink: 'https://rnbwapp.com',
    appStore: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
    playStore: 'https://play.google.com/store/apps/details?id=me.rainbow',
    chromeStore: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
    homepage: 'https://rainbow.me',
    icon: 'rainbow',
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    namespaces: ['eip155', 'solana'],
    deepLink: 'zerion://',
    appStore: 'https://apps.apple.com/app/zerion-crypto-wallet-defi/id1456732565',
    playStore: 'https://play.google.com/store/apps/details?id=io.zerion.android',
    chromeStore: 'https://chromewebstore.google.com/detail/zerion-wallet-for-web3-nft/klghhnkeealcohjjanjjdaeeggmfmlpl',
    homepage: 'https://zerion.io',
    icon: 'zerion',
  },
  {
    id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    name: 'Ledger Live',
    namespaces: ['eip155'],
    deepLink: 'ledgerlive://',
    desktopLink: 'ledgerlive://',
    appStore: 'https://apps.apple.com/app/ledger-live-web3-wallet/id1361671700',
    playStore: 'https://play.google.com/store/apps/details?id=com.ledger.live',
    homepage: 'https://www.ledger.com/ledger-live',
    icon: 'ledger',
  },
  {
    id: '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66',
    name: 'TokenPocket',
    rdns: 'pro.tokenpocket',
    namespaces: ['eip155', 'solana'],
    deepLink: 'tpoutside://',
    appStore: 'https://apps.apple.com/app/tp-global-wallet/id6444625622',
    playStore: 'https://play.google.com/store/apps/details?id=vip.mytokenpocket',
    chromeStore: 'https://chromewebstore.google.com/detail/tokenpocket/mfgccjchihfkkindfppnaooecgfneiii',
    homepage: 'https://www.tokenpocket.pro',
    icon: 'tokenPocket',
  },
  {
    id: 'ef333840daf915aafdc4a004525502d6d49d77bd9c65e0642dbaefb3c2893bef',
    name: 'imToken',
    namespaces: ['eip155'],
    deepLink: 'imtokenv2://',
    appStore: 'https://apps.apple.com/app/imtoken2/id1384798940',
    playStore: 'https://play.google.com/store/apps/details?id=im.token.app',
    homepage: 'https://token.im',
    icon: 'imtoken',
  },
  {
    id: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4',
    name: 'Exodus',
    namespaces: ['eip155', 'solana'],
    deepLink: 'exodus://',
    appStore: 'https://apps.apple.com/app/exodus-crypto-bitcoin-wallet/id1414384820',
    playStore: 'https://play.google.com/store/apps/details?id=exodusmovement.exodus',
    chromeStore: 'https://chromewebstore.google.com/detail/exodus-web3-wallet/aholpfdialjgjfhomihkjbmgjidlcdno',
    homepage: 'https://www.exodus.com',
    icon: 'exodus',
  },
] satisfies BundledWallet[])
