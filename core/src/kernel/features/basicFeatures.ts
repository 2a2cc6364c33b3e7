import type { ResolvedFeatures } from '../options/resolveOptions.js'
import type { GatedFeature } from '../../modules/telemetry/index.js'

/** Basic mode: every gated feature off. */
export const BASIC_FEATURES: Readonly<Pick<ResolvedFeatures, GatedFeature>> = Object.freeze({
  email: false,
  socials: [],
  swaps: false,
  onramp: false,
  activity: false,
  emailCapture: false,
  multiWallet: false,
  payWithExchange: false,
  payments: false,
})
