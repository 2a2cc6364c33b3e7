// Loaded lazily (import() in walletCatalogue.ts), only when a bundled wallet's icon is shown.
import { base64Encode } from '../../../kernel/encoding/base64.js'
import type { StoredImage } from '../../../kernel/images/storedImage.js'
import { utf8Bytes } from '../../../kernel/utils/utf8Bytes.js'
import { BUNDLED_IMAGE_PREFIX } from './bundledWalletPage.js'
import type { BundledIconName } from './bundledWallets.js'

/** Each icon file, loaded by import() on its own (a list shows a few, each a small chunk). */
const ICONS: Readonly<Record<BundledIconName, () => Promise<{ icon: string }>>> = {
  metamask: () => import('./icons/metamask.js'),
  trust: () => import('./icons/trust.js'),
  coinbase: () => import('./icons/coinbase.js'),
  okx: () => import('./icons/okx.js'),
  rainbow: () => import('./icons/rainbow.js'),
  zerion: () => import('./icons/zerion.js'),
  ledger: () => import('./icons/ledger.js'),
  tokenPocket: () => import('./icons/tokenPocket.js'),
  imtoken: () => import('./icons/imtoken.js'),
  exodus: () => import('./icons/exodus.js'),
}

/** True for the image id of a bundled wallet's icon. */
export function isBundledImageId(imageId: string): boolean {
  return imageId.startsWith(BUNDLED_IMAGE_PREFIX) && Object.hasOwn(ICONS, imageId.slice(BUNDLED_IMAGE_PREFIX.length))
}

/** The bundled icon of an image id as a cached image (SVG), or undefined for another id. */
export async function bundledWalletImage(imageId: string): Promise<StoredImage | undefined> {
  if (!isBundledImageId(imageId)) return undefined
  const { icon } = await ICONS[imageId.slice(BUNDLED_IMAGE_PREFIX.length) as BundledIconName]()
  return { type: 'image/svg+xml', data: base64Encode(utf8Bytes(icon)) }
}
