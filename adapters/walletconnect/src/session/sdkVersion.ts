import { defineError } from '@portico/core'

/**
 * The one release of `@walletconnect/universal-provider` (and its sign-client, core, utils and
 * types) this package supports: the last one under Apache-2.0. From 2.21.9 on the SDK ships under
 * a licence that requires a paid licence above a usage threshold and ties every use to one
 * company's relay network, which a site using Portico (MIT) has not agreed to.
 */
export const SUPPORTED_SDK_VERSION = '2.21.8'

/** The installed SDK is not the supported release (or its version could not be read). */
export const UnsupportedSdkVersionError = defineError({
  name: 'UnsupportedSdkVersionError',
  code: 'UNSUPPORTED_SDK_VERSION',
  category: 'CONFIGURATION_ERROR',
  message: (found: string) =>
    `@walletconnect/universal-provider ${found} is not supported: install ${SUPPORTED_SDK_VERSION} exactly, its last Apache-2.0 release (later releases carry a commercial licence)`,
})

/** What is read of the SDK to learn its version: the relay connection's URL, which names it. */
export interface SdkVersionSource {
  client: { core: { relayer: { provider?: { connection?: { url?: unknown } } } } }
}

/**
 * The SDK's version from the URL of its relay connection: the SDK names itself there in the `ua`
 * parameter (`wc-2/js-2.21.8/...`). Undefined before the relay is connected, or when the URL does
 * not say.
 */
export function sdkVersionOf(provider: SdkVersionSource): string | undefined {
  const url = provider.client.core.relayer.provider?.connection?.url
  if (typeof url !== 'string') return undefined
  let agent: string | null
  try {
    agent = new URL(url).searchParams.get('ua')
  } catch {
    return undefined
  }
  return /(?:^|\/)js-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)(?:\/|$)/.exec(agent ?? '')?.[1]
}

/**
 * Throws UnsupportedSdkVersionError unless the connected SDK is the supported release. Called once
 * the relay is connected (before a pairing URI is shown or a request is sent), when the URL that
 * names the version exists; an SDK whose version cannot be read there is not the supported one.
 */
export function assertSupportedSdk(provider: SdkVersionSource): void {
  const version = sdkVersionOf(provider)
  if (version !== SUPPORTED_SDK_VERSION) throw new UnsupportedSdkVersionError(version ?? '(version unknown)')
}
