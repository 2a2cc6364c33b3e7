import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  nonempty,
  object,
  optional,
  refine,
  size,
  string,
  union,
  type Struct,
} from 'superstruct'
import { isCaipNetworkId } from '../utils/caip.js'
import { isSafeImageUrl } from '../utils/urlSafety.js'
import { CHAIN_NAMESPACES } from '../types/namespace.js'
import type { Network } from '../types/network.js'

const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i

/** An http(s) URL (RPC endpoints, explorers). */
export const httpUrlSchema = refine(size(string(), 1, 2048), 'HttpUrl', (value) =>
  HTTP_URL.test(value) ? true : `expected an http(s) URL, got ${JSON.stringify(value.slice(0, 80))}`,
)

const caipNetworkIdSchema = refine(string(), 'CaipNetworkId', (value) =>
  isCaipNetworkId(value) ? true : 'Invalid CAIP-2 network id',
)

const imageUrlSchema = refine(string(), 'ImageUrl', (value) =>
  isSafeImageUrl(value) ? true : 'expected a data:image/ or https image URL',
)

const networkShape = object({
  id: union([min(integer(), 0), size(string(), 1, 64)]),
  name: size(string(), 1, 64),
  caipNetworkId: caipNetworkIdSchema,
  chainNamespace: enums(CHAIN_NAMESPACES),
  nativeCurrency: object({
    name: size(string(), 1, 64),
    symbol: size(string(), 1, 16),
    decimals: max(min(integer(), 0), 36),
  }),
  rpcUrls: object({
    default: object({ http: nonempty(array(httpUrlSchema)) }),
    chainDefault: optional(object({ http: array(httpUrlSchema) })),
  }),
  blockExplorers: optional(object({ default: object({ name: size(string(), 1, 64), url: httpUrlSchema }) })),
  testnet: optional(boolean()),
  deprecatedCaipNetworkId: optional(caipNetworkIdSchema),
  assets: optional(object({ imageId: optional(size(string(), 1, 128)), imageUrl: optional(imageUrlSchema) })),
})

/** The Network entity of SPEC.md section 3, as accepted from a site's options. */
export const networkSchema = refine(networkShape, 'NetworkIdentity', (network) =>
  network.caipNetworkId === `${network.chainNamespace}:${network.id}`
    ? true
    : `caipNetworkId ${network.caipNetworkId} does not match ${network.chainNamespace}:${network.id}`,
) as unknown as Struct<Network, null>
